import type { TFunction } from 'i18next'
import { carPriceText } from '@/features/cars/lib/car-price'
import { cvToKw } from '@/features/cars/lib/power'
import type { Car } from '@/features/cars/types'
import type { useFormat } from '@/lib/use-format'

export interface CompareRow {
  label: string
  /** one shown value per car, `null` where the car has no such figure */
  values: (string | null)[]
}

type Format = ReturnType<typeof useFormat>
type Figure = (car: Car) => string | null

/**
 * Every figure the car page lists, in its order, with the price and the status first and the
 * Italian data (Euro class, consumption, CO₂, new drivers, VAT) in place: a row for each, shown
 * even where some cars lack it, since a missing figure is worth comparing too.
 */
export function compareRows(cars: Car[], t: TFunction<['compare', 'carDetail', 'cars']>, format: Format): CompareRow[] {
  const yesNo = (value: boolean) => t(value ? 'carDetail:specs.yes' : 'carDetail:specs.no')
  const figures: [string, Figure][] = [
    [t('compare:price'), (car) => carPriceText(car, format.price, t('cars:priceOnRequest'))],
    [
      t('compare:status'),
      (car) => (car.status === 'disponibile' ? t('cars:card.available') : t(`cars:status.${car.status}`)),
    ],
    [t('carDetail:specs.brand'), (car) => car.brand],
    [t('carDetail:specs.model'), (car) => car.model],
    [t('carDetail:specs.year'), (car) => String(car.year)],
    [t('carDetail:specs.firstRegistration'), (car) => car.firstRegistration && format.month(car.firstRegistration)],
    [t('carDetail:specs.mileage'), (car) => format.mileage(car.mileage)],
    [t('carDetail:specs.fuel'), (car) => t(`cars:fuel.${car.fuel}`)],
    [t('carDetail:specs.transmission'), (car) => t(`cars:transmission.${car.transmission}`)],
    [t('carDetail:specs.power'), (car) => t('cars:power', { kw: cvToKw(car.power), cv: car.power })],
    [
      t('carDetail:specs.displacement'),
      (car) => (car.displacement === null ? null : `${format.number(car.displacement)} cm³`),
    ],
    [t('carDetail:specs.euroClass'), (car) => car.euroClass && t(`cars:euroClass.${car.euroClass}`)],
    [
      t('carDetail:specs.consumption'),
      (car) =>
        car.consumption === null
          ? null
          : t(car.fuel === 'elettrica' ? 'cars:consumptionElectric' : 'cars:consumption', {
              value: format.number(car.consumption, 1),
            }),
    ],
    [t('carDetail:specs.co2'), (car) => (car.co2 === null ? null : `${format.number(car.co2)} g/km`)],
    [
      t('carDetail:specs.electricRange'),
      (car) => (car.electricRange === null ? null : `${format.number(car.electricRange)} km`),
    ],
    [t('carDetail:specs.category'), (car) => t(`cars:category.${car.category}`)],
    [t('carDetail:specs.doors'), (car) => (car.doors === null ? null : String(car.doors))],
    [t('carDetail:specs.seats'), (car) => (car.seats === null ? null : String(car.seats))],
    [
      t('carDetail:specs.kerbWeight'),
      (car) => (car.kerbWeight === null ? null : `${format.number(car.kerbWeight)} kg`),
    ],
    [t('carDetail:specs.newDriver'), (car) => (car.newDriverSuitable === null ? null : yesNo(car.newDriverSuitable))],
    [t('carDetail:specs.condition'), (car) => t(`cars:condition.${car.condition}`)],
    [t('carDetail:specs.previousOwners'), (car) => (car.previousOwners === null ? null : String(car.previousOwners))],
    [t('carDetail:specs.serviceHistory'), (car) => yesNo(car.serviceHistory)],
    [
      t('carDetail:specs.warranty'),
      (car) => (car.warrantyMonths ? t('carDetail:specs.months', { count: car.warrantyMonths }) : null),
    ],
    [t('carDetail:specs.vatRegime'), (car) => car.vatRegime && t(`cars:vatRegime.${car.vatRegime}`)],
    [t('carDetail:specs.color'), (car) => car.color || null],
  ]
  return figures.map(([label, figure]) => ({ label, values: cars.map((car) => figure(car) || null) }))
}

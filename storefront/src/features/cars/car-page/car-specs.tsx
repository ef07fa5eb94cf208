import { useTranslation } from 'react-i18next'
import { colorInEnglish, type ColorWords } from '@/features/cars/lib/color-in-english'
import { cvToKw } from '@/features/cars/lib/power'
import type { Car } from '@/features/cars/types'
import { useFormat } from '@/lib/use-format'
import './car-specs.css'

/** Label, value, and the value's language when it is the dealer's own Italian text. */
type SpecRow = [string, string, string?]

/** The colours in English when every one can be put in English, otherwise as the dealer wrote them. */
function colorRow(colors: string[], words: ColorWords | null): { text: string; lang: string } {
  const english = words ? colors.map((color) => colorInEnglish(color, words)) : []
  if (words && english.every((color) => color !== null)) return { text: english.join(', '), lang: 'en' }
  return { text: colors.join(', '), lang: 'it' }
}

/**
 * The technical list: make, model, year, mileage, fuel, gearbox, power in kW and CV, and the data
 * Italian buyers compare (registration, Euro class, consumption and CO₂, owners, warranty...).
 * Figures the dealer has not entered are left out rather than shown empty.
 */
export function CarSpecs({ car }: { car: Car }) {
  const { t, i18n } = useTranslation(['carDetail', 'cars'])
  const format = useFormat()
  const color = colorRow(car.colors, i18n.language === 'en' ? t('cars:colorWords', { returnObjects: true }) : null)
  const electric = car.fuel === 'elettrica'
  const rows: (SpecRow | false)[] = [
    [t('specs.brand'), car.brand],
    [t('specs.model'), car.model],
    [t('specs.year'), String(car.year)],
    car.firstRegistration !== null && [t('specs.firstRegistration'), format.month(car.firstRegistration)],
    [t('specs.mileage'), format.mileage(car.mileage)],
    [t('specs.fuel'), t(`cars:fuel.${car.fuel}`)],
    [t('specs.transmission'), t(`cars:transmission.${car.transmission}`)],
    [t('specs.power'), t('cars:power', { kw: cvToKw(car.power), cv: car.power })],
    car.displacement !== null && [t('specs.displacement'), `${format.number(car.displacement)} cm³`],
    car.euroClass !== null && [t('specs.euroClass'), t(`cars:euroClass.${car.euroClass}`)],
    car.consumption !== null && [
      t('specs.consumption'),
      t(electric ? 'cars:consumptionElectric' : 'cars:consumption', { value: format.number(car.consumption, 1) }),
    ],
    car.co2 !== null && [t('specs.co2'), `${format.number(car.co2)} g/km`],
    car.electricRange !== null && [t('specs.electricRange'), `${format.number(car.electricRange)} km`],
    [t('specs.category'), t(`cars:category.${car.category}`)],
    car.doors !== null && [t('specs.doors'), String(car.doors)],
    car.seats !== null && [t('specs.seats'), String(car.seats)],
    car.kerbWeight !== null && [t('specs.kerbWeight'), `${format.number(car.kerbWeight)} kg`],
    car.newDriverSuitable !== null && [t('specs.newDriver'), t(car.newDriverSuitable ? 'specs.yes' : 'specs.no')],
    [t('specs.condition'), t(`cars:condition.${car.condition}`)],
    car.previousOwners !== null && [t('specs.previousOwners'), String(car.previousOwners)],
    car.serviceHistory && [t('specs.serviceHistory'), t('specs.yes')],
    car.warrantyMonths !== null &&
      car.warrantyMonths > 0 && [t('specs.warranty'), t('specs.months', { count: car.warrantyMonths })],
    car.vatRegime !== null && [t('specs.vatRegime'), t(`cars:vatRegime.${car.vatRegime}`)],
    car.color !== '' && [t('specs.color'), color.text, color.lang],
  ]

  return (
    <section className="car-specs" aria-labelledby="car-specs-title">
      <h2 id="car-specs-title" className="car-detail__heading">
        {t('specs.title')}
      </h2>
      <dl className="car-specs__list">
        {rows
          .filter((row): row is SpecRow => row !== false)
          .map(([label, value, language]) => (
            <div key={label} className="car-specs__row">
              <dt>{label}</dt>
              <dd lang={language}>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}

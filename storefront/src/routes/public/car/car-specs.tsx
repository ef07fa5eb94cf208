import { useTranslation } from 'react-i18next'
import { cvToKw } from '@/features/cars/lib/power'
import type { Car } from '@/features/cars/types'
import { useFormat } from '@/lib/use-format'
import './car-specs.css'

/** The technical list: make, model, year, mileage, fuel, gearbox, power in kW and CV, colour. */
export function CarSpecs({ car }: { car: Car }) {
  const { t } = useTranslation(['carDetail', 'cars'])
  const format = useFormat()
  // Label, value, and the value's language when it is the dealer's own Italian text.
  const rows: [string, string, string?][] = [
    [t('specs.brand'), car.brand],
    [t('specs.model'), car.model],
    [t('specs.year'), String(car.year)],
    [t('specs.mileage'), format.mileage(car.mileage)],
    [t('specs.fuel'), t(`cars:fuel.${car.fuel}`)],
    [t('specs.transmission'), t(`cars:transmission.${car.transmission}`)],
    [t('specs.power'), t('cars:power', { kw: cvToKw(car.power), cv: car.power })],
    [t('specs.category'), t(`cars:category.${car.category}`)],
    [t('specs.condition'), t(`cars:condition.${car.condition}`)],
  ]
  if (car.color) rows.push([t('specs.color'), car.color, 'it'])

  return (
    <section className="car-specs" aria-labelledby="car-specs-title">
      <h2 id="car-specs-title" className="car-detail__heading">
        {t('specs.title')}
      </h2>
      <dl className="car-specs__list">
        {rows.map(([label, value, language]) => (
          <div key={label} className="car-specs__row">
            <dt>{label}</dt>
            <dd lang={language}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

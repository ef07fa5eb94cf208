import { useTranslation } from 'react-i18next'
import type { CarSummary } from '../api/car-cards'

/**
 * What Italian buyers look for first, as at most three chips: the Euro class (city low-emission
 * zones), the previous owners of a used car, and suitability for new drivers.
 */
export function CarCardChips({ car }: { car: CarSummary }) {
  const { t } = useTranslation('cars')
  const chips: { key: string; label: string; title?: string }[] = []
  if (car.euroClass && car.euroClass !== 'na') chips.push({ key: 'euro', label: t(`euroClass.${car.euroClass}`) })
  if (car.condition === 'usata' && car.previousOwners) {
    chips.push({ key: 'owners', label: t('card.owners', { count: car.previousOwners }) })
  }
  if (car.newDriverSuitable)
    chips.push({ key: 'new-driver', label: t('card.newDriver'), title: t('card.newDriverLong') })
  if (chips.length === 0) return null

  return (
    <ul className="car-card__chips">
      {chips.map((chip) => (
        <li key={chip.key} className="car-card__chip" title={chip.title}>
          {chip.label}
        </li>
      ))}
    </ul>
  )
}

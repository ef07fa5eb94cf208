import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { comparePath } from '@/features/compare/compare-store'
import { CompareToggle } from '@/features/compare/compare-toggle'
import { FavouriteButton } from '@/features/favourites/favourite-button'
import type { Car } from '@/features/cars/types'
import './car-keep-actions.css'

/**
 * Keeping the car for later: the heart and 'Confronta' (the app's), and a plain link that opens
 * the compare page with this car, where others can be added, with or without the app.
 */
export function CarKeepActions({ car }: { car: Car }) {
  const { t } = useTranslation('favourites')
  return (
    <div className="car-keep">
      <FavouriteButton slug={car.slug} name={car.name} variant="page" />
      <CompareToggle slug={car.slug} name={car.name} variant="page" />
      <Link className="car-keep__compare-with" to={comparePath([car.slug])}>
        {t('compare.with')}
      </Link>
    </div>
  )
}

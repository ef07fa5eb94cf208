import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { formatMileage, formatPrice } from '../../../lib/format'
import type { Car } from '../types'
import './car-card.css'

interface CarCardProps {
  car: Car
  /** Load the photo at once: cards likely visible without scrolling. */
  eager: boolean
}

export function CarCard({ car, eager }: CarCardProps) {
  const { t } = useTranslation('cars')
  const cover = car.cards[0] ?? car.mainImage

  return (
    <article className="car-card" data-available={car.isAvailable}>
      <div className="car-card__media">
        {cover ? (
          <img
            className="car-card__image"
            src={cover}
            alt={car.name}
            width={800}
            height={600}
            loading={eager ? undefined : 'lazy'}
            decoding="async"
          />
        ) : (
          <p className="car-card__no-image">{t('card.noImage')}</p>
        )}
        {car.isAvailable ? (
          <span className="car-card__badge car-card__badge--available">{t('card.available')}</span>
        ) : (
          <span className="car-card__badge car-card__badge--unavailable">{t('card.unavailable')}</span>
        )}
      </div>
      <div className="car-card__body">
        <h3 className="car-card__name">{car.name}</h3>
        <p className="car-card__specs">
          {car.year} · {formatMileage(car.mileage)} · {t(`fuel.${car.fuel}`)}
        </p>
        <p className="car-card__price">{formatPrice(car.price)}</p>
        <Link
          className="car-card__link"
          to={paths.car(car.slug)}
          aria-label={t('card.viewDetailsOf', { name: car.name })}
        >
          {t('card.viewDetails')}
        </Link>
      </div>
    </article>
  )
}

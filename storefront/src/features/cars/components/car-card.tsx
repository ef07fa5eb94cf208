import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useFormat } from '@/lib/use-format'
import type { CarSummary } from '../api/car-cards'
import { carPriceText } from '../lib/car-price'
import { cardPhotoSources } from '../lib/photo-sources'
import { useCardActions } from './card-actions'
import { CarCardChips } from './car-card-chips'
import { CarPhoto } from './car-photo'
import { PriceDropNote } from './price-drop'
import './car-card.css'

export type CarGridLayout = 'full' | 'beside-filters'

interface CarCardProps {
  car: CarSummary
  /** Load the photo at once: cards likely visible without scrolling. */
  eager: boolean
  layout: CarGridLayout
}

// How wide a card is drawn, matching car-grid.css: one column on phones, then two, then three.
const cardSizes: Record<CarGridLayout, string> = {
  full: '(min-width: 75rem) 368px, (min-width: 64rem) 31vw, (min-width: 40rem) 46vw, 92vw',
  'beside-filters': '(min-width: 80rem) 300px, (min-width: 64rem) 34vw, (min-width: 40rem) 46vw, 92vw',
}

export function CarCard({ car, eager, layout }: CarCardProps) {
  const { t } = useTranslation('cars')
  const format = useFormat()
  const { cover } = car
  const actions = useCardActions()

  return (
    <article className="car-card" data-available={car.isAvailable} data-status={car.status}>
      <div className="car-card__media">
        {cover ? (
          <CarPhoto
            className="car-card__image"
            sources={cardPhotoSources(cover)}
            alt={car.name}
            sizes={cardSizes[layout]}
            priority={eager}
          />
        ) : (
          <p className="car-card__no-image">{t('card.noImage')}</p>
        )}
        {car.status === 'disponibile' ? (
          <span className="car-card__badge car-card__badge--available">{t('card.available')}</span>
        ) : (
          <span className={`car-card__badge car-card__badge--${car.status}`}>{t(`status.${car.status}`)}</span>
        )}
        {actions?.({ slug: car.slug, name: car.name })}
      </div>
      <div className="car-card__body">
        <p className="car-card__meta">
          <span className="chip">{t(`condition.${car.condition}`)}</span>
          <span>{t(`category.${car.category}`)}</span>
        </p>
        <h3 className="car-card__name">{car.name}</h3>
        <CarCardChips car={car} />
        <ul className="car-card__specs">
          <li>{car.year}</li>
          <li>{format.mileage(car.mileage)}</li>
          <li>{t(`fuel.${car.fuel}`)}</li>
          <li>{t(`transmission.${car.transmission}`)}</li>
        </ul>
        <div className="car-card__footer">
          <div>
            <PriceDropNote drop={car.priceDrop} />
            <p className="car-card__price">{carPriceText(car, format.price, t('priceOnRequest'))}</p>
          </div>
          <Link
            className="card-link car-card__link"
            to={paths.car(car.slug)}
            aria-label={t('card.viewDetailsOf', { name: car.name })}
          >
            {t('card.viewDetails')}
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
      </div>
    </article>
  )
}

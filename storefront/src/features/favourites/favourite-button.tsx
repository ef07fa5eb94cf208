import { useTranslation } from 'react-i18next'
import { useIsHydrated } from '@/lib/use-is-hydrated'
import { favourites, useFavourites } from './favourites-store'
import { HeartIcon } from './heart-icon'
import './favourites.css'

interface FavouriteButtonProps {
  slug: string
  name: string
  /** on a card: the heart alone, named after the car; on the car page: the heart with its words */
  variant: 'card' | 'page'
}

/**
 * The heart. Without the app it could store nothing, so until the app runs it is drawn invisible
 * in its place (`data-ready` shows it): nothing moves when it appears, and no dead button is offered.
 */
export function FavouriteButton({ slug, name, variant }: FavouriteButtonProps) {
  const { t } = useTranslation('favourites')
  const ready = useIsHydrated()
  const isFavourite = useFavourites().includes(slug)
  const words = isFavourite ? t('heart.remove') : t('heart.add')

  return (
    <button
      type="button"
      className={`favourite-button favourite-button--${variant}`}
      data-ready={ready || undefined}
      aria-pressed={isFavourite}
      aria-label={variant === 'card' ? t(isFavourite ? 'heart.removeCar' : 'heart.addCar', { name }) : undefined}
      disabled={!ready}
      onClick={() => favourites.toggle(slug)}
    >
      <HeartIcon filled={isFavourite} />
      {variant === 'page' && <span>{words}</span>}
    </button>
  )
}

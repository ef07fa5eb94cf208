import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useIsHydrated } from '@/lib/use-is-hydrated'
import { useFavourites } from './favourites-store'
import { HeartIcon } from './heart-icon'

/**
 * 'Preferiti' in the header, with how many there are. The count is known only in the browser: its
 * place is kept from the first paint and it is filled in once the app runs.
 */
export function FavouritesLink() {
  const { t } = useTranslation('favourites')
  const ready = useIsHydrated()
  const count = useFavourites().length

  return (
    <Link className="favourites-link" to={paths.favourites}>
      <HeartIcon filled={count > 0} />
      <span className="favourites-link__text">{t('header.link')}</span>
      <span className="favourites-link__count" data-ready={ready || undefined}>
        <span aria-hidden="true">{count}</span>
        {ready && <span className="visually-hidden">{t('header.count', { count })}</span>}
      </span>
    </Link>
  )
}

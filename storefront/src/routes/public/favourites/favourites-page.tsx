import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { MAX_COMPARED_CARS, MAX_SLUG_LIST, parseSlugList } from '@autosalone/domain/slug-list'
import { paths } from '@/config/paths'
import { getCardsBySlugsQueryOptions } from '@/features/cars/api/get-cards-by-slugs'
import { CarGrid } from '@/features/cars/components/car-grid'
import { comparePath } from '@/features/compare/compare-store'
import { favourites, useFavourites } from '@/features/favourites/favourites-store'
import { useApi } from '@/lib/api-context'
import { useIsHydrated } from '@/lib/use-is-hydrated'
import { ShareList } from '@/features/favourites/share-list'
import { SoldFavourites } from '@/features/cars/components/sold-favourites'
import './favourites-page.css'

/**
 * 'Preferiti'. With `?auto=` it shows a shared list, rendered on the server, and offers to keep
 * it; without, the visitor's own list, which only the browser knows.
 */
export function FavouritesPage() {
  const { t } = useTranslation('favouritesPage')
  const [searchParams] = useSearchParams()
  const shared = parseSlugList(searchParams.get('auto'), MAX_SLUG_LIST)
  const stored = useFavourites()
  const ready = useIsHydrated()
  const isShared = shared.problem !== null || shared.slugs.length > 0
  const slugs = isShared ? shared.slugs : stored

  const api = useApi()
  const { data, isPending, isError, isPlaceholderData } = useQuery({
    ...getCardsBySlugsQueryOptions(api, slugs),
    enabled: slugs.length > 0 && (isShared || ready),
    placeholderData: keepPreviousData,
  })
  // A heart taken off here takes the card away at once, before the list is asked again.
  const cars = (data ?? []).filter((car) => slugs.includes(car.slug))
  const missing = data && !isPlaceholderData ? slugs.length - cars.length : 0

  if (shared.problem) {
    return (
      <div className="favourites-page container">
        <h1>{t('title')}</h1>
        <div className="favourites-page__problem" role="alert">
          <h2>{t('problem.title')}</h2>
          <p>{t(`problem.${shared.problem}`, { max: MAX_SLUG_LIST })}</p>
        </div>
      </div>
    )
  }

  return (
    <div className="favourites-page container">
      <h1>{isShared ? t('sharedTitle') : t('title')}</h1>
      {!isShared && <p className="favourites-page__intro">{t('intro')}</p>}
      {!isShared && (
        <noscript>
          <p className="favourites-page__note">{t('noScript')}</p>
        </noscript>
      )}
      {isShared && <SaveShared slugs={cars.map((car) => car.slug)} ready={ready} />}
      {missing > 0 && (
        <p className="favourites-page__note" role="note">
          {t('missing', { count: missing })}
        </p>
      )}
      {!isShared && ready && slugs.length === 0 && (
        <p className="favourites-page__empty">
          {t('empty')} <Link to={paths.inventory}>{t('browse')}</Link>
        </p>
      )}
      {slugs.length > 0 && isPending && ready && <p role="status">{t('loading')}</p>}
      {isError && <p role="alert">{t('loadFailed')}</p>}
      {cars.length > 0 && (
        <>
          {cars.length > 1 && (
            <p>
              <Link
                className="button button--outline"
                to={comparePath(cars.slice(0, MAX_COMPARED_CARS).map((car) => car.slug))}
              >
                {cars.length > MAX_COMPARED_CARS ? t('compareFirst', { count: MAX_COMPARED_CARS }) : t('compare')}
              </Link>
            </p>
          )}
          <CarGrid cars={cars} />
          {!isShared && <ShareList slugs={cars.map((car) => car.slug)} />}
          <SoldFavourites cars={cars} />
        </>
      )}
    </div>
  )
}

/** 'Salva nei miei preferiti' under a shared list: an app's button, kept in place but unseen before it runs. */
function SaveShared({ slugs, ready }: { slugs: string[]; ready: boolean }) {
  const { t } = useTranslation('favouritesPage')
  const [saved, setSaved] = useState(false)
  if (slugs.length === 0) return null
  return (
    <div className="favourites-page__save" data-ready={ready || undefined}>
      <button
        type="button"
        className="button button--primary"
        disabled={!ready}
        onClick={() => {
          slugs.forEach((slug) => favourites.add(slug))
          setSaved(true)
        }}
      >
        {t('save.button')}
      </button>
      <p role="status">{saved ? t('save.done') : ''}</p>
    </div>
  )
}

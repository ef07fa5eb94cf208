import { useQueries } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { MAX_COMPARED_CARS, parseSlugList } from '@autosalone/domain/slug-list'
import { paths } from '@/config/paths'
import { getCarBySlugQueryOptions } from '@/features/cars/api/get-car-by-slug'
import type { Car } from '@/features/cars/types'
import { useApi } from '@/lib/api-context'
import { CompareAdd } from '@/features/cars/compare/compare-add'
import { CompareTable } from './compare-table'
import './compare-page.css'

/** `/confronta?auto=a,b,c`: the cars of the address side by side, rendered on the server. */
export function ComparePage() {
  const { t } = useTranslation('compare')
  const { pathname } = useLocation()
  const [searchParams] = useSearchParams()
  const list = parseSlugList(searchParams.get('auto'), MAX_COMPARED_CARS)
  const api = useApi()
  const answers = useQueries({ queries: list.slugs.map((slug) => getCarBySlugQueryOptions(api, slug)) })
  const loading = answers.some((answer) => answer.isPending)
  const cars = answers.flatMap((answer) => (answer.data ? [answer.data] : [])) satisfies Car[]
  const missing = loading ? 0 : list.slugs.length - cars.length

  return (
    <div className="compare-page container">
      <h1>{t('title')}</h1>
      {list.problem ? (
        <div className="compare-page__problem" role="alert">
          <h2>{t('problem.title')}</h2>
          <p>{t(`problem.${list.problem}`, { max: MAX_COMPARED_CARS })}</p>
          <Link to={paths.inventory}>{t('browse')}</Link>
        </div>
      ) : (
        <>
          <p className="compare-page__intro">{t('intro', { max: MAX_COMPARED_CARS })}</p>
          {missing > 0 && (
            <p className="compare-page__note" role="note">
              {t('missing', { count: missing })}
            </p>
          )}
          {cars.length > 0 ? (
            <>
              <p className="compare-page__legend" aria-hidden="true">
                <span className="compare-page__legend-swatch">≠</span> {t('legend')}
              </p>
              <CompareTable cars={cars} />
            </>
          ) : (
            !loading && <p>{t('empty', { max: MAX_COMPARED_CARS })}</p>
          )}
          {cars.length < MAX_COMPARED_CARS ? (
            <CompareAdd slugs={cars.map((car) => car.slug)} action={pathname} />
          ) : (
            <p className="compare-page__note">{t('full', { max: MAX_COMPARED_CARS })}</p>
          )}
        </>
      )}
    </div>
  )
}

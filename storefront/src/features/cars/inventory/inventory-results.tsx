import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { QueryError } from '@/components/layout/query-error'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { CarGrid } from '@/features/cars/components/car-grid'
import type { CarSummaryPage } from '@/features/cars/api/car-cards'

/** The results under the filters: the grid, or why there is none. */
export function InventoryResults({ query }: { query: UseQueryResult<CarSummaryPage> }) {
  const { t } = useTranslation('inventory')
  const { data, isPending, isError, refetch } = query
  const { search } = useLocation()

  if (isPending) return null
  if (isError) return <QueryError onRetry={() => void refetch()} />
  if (data.docs.length === 0 && data.page > 1)
    return <PastTheEnd page={data.page} totalPages={data.totalPages} search={search} />
  if (data.docs.length === 0) {
    return (
      <div className="inventory-empty">
        <h2 className="inventory-empty__title">{t('empty.title')}</h2>
        <p>{t('empty.hint')}</p>
        <Link className={buttonVariants({ variant: 'primary' })} to={paths.inventory}>
          {t('empty.clearAll')}
        </Link>
      </div>
    )
  }
  return <CarGrid cars={data.docs} eagerCount={1} layout="beside-filters" />
}

/** A page number past the last one (the server answered 404): which pages there are, and the last one. */
function PastTheEnd({ page, totalPages, search }: { page: number; totalPages: number; search: string }) {
  const { t } = useTranslation('inventory')
  const query = new URLSearchParams(search)
  if (totalPages > 1) query.set('page', String(totalPages))
  else query.delete('page')
  const last = query.toString()

  return (
    <div className="inventory-empty">
      <h2 className="inventory-empty__title">{t('pastTheEnd.title', { page })}</h2>
      <p>{t('pastTheEnd.text', { count: Math.max(totalPages, 1) })}</p>
      <Link
        className={buttonVariants({ variant: 'primary' })}
        to={last ? `${paths.inventory}?${last}` : paths.inventory}
      >
        {t('pastTheEnd.last')}
      </Link>
    </div>
  )
}

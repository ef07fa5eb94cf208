import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useCars } from '@/features/cars/api/get-cars'
import { CarGrid } from '@/features/cars/components/car-grid'
import { QueryError } from '@/components/layout/query-error'

/** The home page's car park: every car, unavailable ones included and marked as such. */
export function StockSection() {
  const { t } = useTranslation(['home', 'common'])
  const { data, isPending, isError, refetch } = useCars()

  let content
  if (isPending) {
    content = <p role="status">{t('status.loading', { ns: 'common' })}</p>
  } else if (isError) {
    content = <QueryError onRetry={() => void refetch()} />
  } else if (data.docs.length === 0) {
    content = <p className="stock-section__message">{t('stock.empty')}</p>
  } else {
    content = (
      <>
        {/* On a phone the hero and the search fill the first screen: every photo can wait. */}
        <CarGrid cars={data.docs} eagerCount={0} />
        <p className="stock-section__message">{t('stock.allSeen')}</p>
      </>
    )
  }

  return (
    <section id={paths.stockAnchor} className="section stock-section" aria-labelledby="stock-title">
      <div className="container">
        <div className="stock-section__header">
          <div>
            <h2 id="stock-title" className="section-title">
              {t('stock.title')}
            </h2>
            <p className="section-subtitle">{t('stock.subtitle')}</p>
          </div>
          <Link className="stock-section__link" to={paths.inventory}>
            {t('stock.inventoryLink')} <span aria-hidden="true">→</span>
          </Link>
        </div>
        {content}
      </div>
    </section>
  )
}

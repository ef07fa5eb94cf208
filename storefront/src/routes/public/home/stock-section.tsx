import { useTranslation } from 'react-i18next'
import { useCars } from '../../../features/cars/api/get-cars'
import { CarGrid } from '../../../features/cars/components/car-grid'
import { paths } from '../../../config/paths'

/** The home page's car park: every car, unavailable ones included and marked as such. */
export function StockSection() {
  const { t } = useTranslation(['home', 'common'])
  const { data, isPending, isError, refetch } = useCars()

  let content
  if (isPending) {
    content = <p role="status">{t('status.loading', { ns: 'common' })}</p>
  } else if (isError) {
    content = (
      <div role="alert" className="stock-section__error">
        <p>{t('status.error', { ns: 'common' })}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('status.retry', { ns: 'common' })}
        </button>
      </div>
    )
  } else if (data.docs.length === 0) {
    content = <p className="stock-section__message">{t('stock.empty')}</p>
  } else {
    content = (
      <>
        <CarGrid cars={data.docs} />
        <p className="stock-section__message">{t('stock.allSeen')}</p>
      </>
    )
  }

  return (
    <section id={paths.stockAnchor} className="stock-section" aria-labelledby="stock-title">
      <div className="container">
        <h2 id="stock-title" className="section-title">
          {t('stock.title')}
        </h2>
        {content}
      </div>
    </section>
  )
}

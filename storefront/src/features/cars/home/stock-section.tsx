import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useStock } from '@/features/cars/api/get-cars'
import { CarGrid } from '@/features/cars/components/car-grid'
import { parsePageNumber } from '@/features/cars/lib/inventory-filters'
import { QueryError } from '@/components/layout/query-error'
import { LoadMore } from './load-more'

/**
 * The home page's car park, the cars on offer (reserved ones marked; sold ones are in the strip
 * below): a page of cards from
 * the server, then more as the visitor scrolls or asks, until 'all seen'. `?page=` is where a
 * visitor without the script lands from the 'more' link.
 */
export function StockSection() {
  const { t } = useTranslation(['home', 'common'])
  const [searchParams] = useSearchParams()
  const firstPage = parsePageNumber(searchParams)
  const stock = useStock(firstPage)
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = stock
  const gridRef = useRef<HTMLDivElement>(null)
  // The first card a button press added: focus goes there once it is drawn, for keyboards.
  const focusCardRef = useRef<number | null>(null)
  const cars = data?.pages.flatMap((page) => page.docs) ?? []

  useEffect(() => {
    const index = focusCardRef.current
    if (index === null || index >= cars.length) return
    focusCardRef.current = null
    gridRef.current?.querySelectorAll<HTMLElement>('.car-card__link')[index]?.focus()
  }, [cars.length])

  let content
  if (isPending) {
    content = <p role="status">{t('status.loading', { ns: 'common' })}</p>
  } else if (isError && !data) {
    content = <QueryError onRetry={() => void refetch()} />
  } else if (cars.length === 0 && firstPage > 1) {
    content = (
      <p className="stock-section__message">
        {t('stock.pastTheEnd', { page: firstPage })} <Link to={paths.stock}>{t('stock.firstPage')}</Link>
      </p>
    )
  } else if (cars.length === 0) {
    content = <p className="stock-section__message">{t('stock.empty')}</p>
  } else {
    const nextPage = data.pages.at(-1)?.nextPage
    content = (
      <>
        {/* On a phone the hero and the search fill the first screen: every photo can wait. */}
        <CarGrid cars={cars} eagerCount={0} />
        <div className="stock-section__more">
          <p className="stock-section__count" role="status">
            {t('stock.shown', { shown: cars.length, total: data.pages[0].totalDocs })}
          </p>
          {isError && <QueryError onRetry={() => void fetchNextPage()} />}
          {hasNextPage && nextPage && !isError ? (
            <LoadMore
              nextPage={nextPage}
              isLoading={isFetchingNextPage}
              onLoad={(source) => {
                if (source === 'button') focusCardRef.current = cars.length
                if (!isFetchingNextPage) void fetchNextPage()
              }}
            />
          ) : (
            !hasNextPage && <p className="stock-section__message">{t('stock.allSeen')}</p>
          )}
        </div>
      </>
    )
  }

  return (
    <section id={paths.stockAnchor} className="section stock-section" aria-labelledby="stock-title">
      <div ref={gridRef} className="container">
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

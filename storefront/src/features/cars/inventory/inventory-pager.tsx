import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { inventoryPageSearchParams, type InventoryFilters } from '@/features/cars/lib/inventory-filters'
import { gap, pageNumbers } from './page-numbers'

interface InventoryPagerProps {
  filters: InventoryFilters
  page: number
  totalPages: number
}

/** Links to the other pages of results, filters kept: plain links, for crawlers and without the script too. */
export function InventoryPager({ filters, page, totalPages }: InventoryPagerProps) {
  const { t } = useTranslation('inventory')
  if (totalPages <= 1) return null
  const to = (target: number) => {
    const query = inventoryPageSearchParams(filters, target).toString()
    return { search: query ? `?${query}` : '' }
  }

  return (
    <nav className="inventory-pager" aria-label={t('pages.label')}>
      <p className="inventory-pager__status">{t('pages.current', { page, total: totalPages })}</p>
      <ul className="inventory-pager__list">
        {page > 1 && (
          <li>
            <Link className="inventory-pager__link" to={to(page - 1)} rel="prev">
              <span aria-hidden="true">← </span>
              {t('pages.previous')}
            </Link>
          </li>
        )}
        {pageNumbers(page, totalPages).map((item, index) =>
          item === gap ? (
            <li key={`gap-${index}`} aria-hidden="true" className="inventory-pager__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="inventory-pager__link"
                to={to(item)}
                aria-label={t('pages.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link className="inventory-pager__link" to={to(page + 1)} rel="next">
              {t('pages.next')}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

import { useTranslation } from 'react-i18next'
import { PageHead } from '../../../components/seo/page-head'
import { paths } from '../../../config/paths'
import { useInventory } from '../../../features/cars/api/get-inventory'
import { useInventoryChoices } from '../../../features/cars/api/get-inventory-choices'
import { defaultSort, withFilter } from '../../../features/cars/lib/inventory-filters'
import { FilterPanel } from './filter-panel'
import { InventoryResults } from './inventory-results'
import { SortSelect } from './sort-select'
import { useInventoryFilters } from './use-inventory-filters'
import './inventory.css'

export function InventoryPage() {
  const { t } = useTranslation('inventory')
  const [filters, setFilters] = useInventoryFilters()
  const results = useInventory(filters)
  const { data: choices } = useInventoryChoices()
  const isLoading = results.isPending || results.isPlaceholderData

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} canonicalPath={paths.inventory} />
      <header className="page-header">
        <div className="container">
          <h1 className="page-header__title">{t('title')}</h1>
          <p className="page-header__subtitle">{t('subtitle')}</p>
        </div>
      </header>
      <div className="container inventory">
        <FilterPanel filters={filters} choices={choices} onChange={setFilters} />
        <div className="inventory__results">
          <div className="inventory__toolbar">
            <p className="inventory__count" role="status">
              {isLoading ? t('loading') : results.data ? t('results', { count: results.data.totalDocs }) : null}
            </p>
            <SortSelect
              value={filters.sort}
              onChange={(sort) => setFilters(withFilter(filters, 'sort', sort === defaultSort ? undefined : sort))}
            />
          </div>
          <div aria-busy={isLoading}>
            <InventoryResults query={results} />
          </div>
        </div>
      </div>
    </>
  )
}

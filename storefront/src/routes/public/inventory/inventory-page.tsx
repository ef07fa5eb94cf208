import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHead } from '../../../components/seo/page-head'
import { paths } from '../../../config/paths'
import { useInventory } from '../../../features/cars/api/get-inventory'
import { useInventoryChoices } from '../../../features/cars/api/get-inventory-choices'
import { countActiveFilters, defaultSort, withFilter } from '../../../features/cars/lib/inventory-filters'
import { FilterPanel } from './filter-panel'
import { FilterToggle } from './filter-toggle'
import { InventoryResults } from './inventory-results'
import { SortSelect } from './sort-select'
import { useInventoryFilters } from './use-inventory-filters'
import './inventory.css'

export function InventoryPage() {
  const { t } = useTranslation('inventory')
  const [filters, setFilters] = useInventoryFilters()
  const results = useInventory(filters)
  const { data: choices } = useInventoryChoices()
  const [isPanelOpen, setIsPanelOpen] = useState(false)
  const panelId = useId()
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
        <div className="inventory__bar">
          <FilterToggle
            panelId={panelId}
            isOpen={isPanelOpen}
            activeCount={countActiveFilters(filters)}
            onToggle={() => setIsPanelOpen((open) => !open)}
          />
          <p className="inventory__count" role="status">
            {isLoading ? t('loading') : results.data ? t('results', { count: results.data.totalDocs }) : null}
          </p>
          <SortSelect
            value={filters.sort}
            onChange={(sort) =>
              setFilters((current) => withFilter(current, 'sort', sort === defaultSort ? undefined : sort))
            }
          />
        </div>
        <FilterPanel
          id={panelId}
          isOpen={isPanelOpen}
          onClose={() => setIsPanelOpen(false)}
          filters={filters}
          choices={choices}
          onChange={setFilters}
        />
        <section className="inventory__results" aria-labelledby="inventory-results-title" aria-busy={isLoading}>
          <h2 id="inventory-results-title" className="visually-hidden">
            {t('resultsTitle')}
          </h2>
          <InventoryResults query={results} />
        </section>
      </div>
    </>
  )
}

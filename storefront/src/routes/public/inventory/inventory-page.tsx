import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useInventory } from '@/features/cars/api/get-inventory'
import { useInventoryChoices } from '@/features/cars/api/get-inventory-choices'
import { countActiveFilters, defaultSort, parsePageNumber, withFilter } from '@/features/cars/lib/inventory-filters'
import { SearchAlertForm } from '@/features/search-alerts/search-alert-form'
import { FilterPanel } from '@/features/cars/inventory/filter-panel'
import { FilterToggle } from '@/features/cars/inventory/filter-toggle'
import { InventoryPager } from '@/features/cars/inventory/inventory-pager'
import { InventoryResults } from '@/features/cars/inventory/inventory-results'
import { SortSelect } from '@/features/cars/inventory/sort-select'
import { useInventoryFilters } from '@/features/cars/inventory/use-inventory-filters'
import './inventory.css'

/**
 * Brings the results count to the top of the screen when it is out of sight: on a phone the
 * folded filter panel leaves the visitor far below it. The bar it sits in comes along, so the
 * filters' toggle stays at hand. Focus moves to the count, for keyboards and screen readers,
 * since the button that was pressed has just been folded away.
 */
function revealResults(bar: HTMLElement, count: HTMLElement) {
  const { top, bottom } = count.getBoundingClientRect()
  // The sticky header's room, which the page keeps as scroll padding.
  const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  if (top < covered || bottom > window.innerHeight) {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    bar.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' })
  }
  count.focus({ preventScroll: true })
}

export function InventoryPage() {
  const { t } = useTranslation('inventory')
  const [filters, setFilters] = useInventoryFilters()
  const [searchParams] = useSearchParams()
  const page = parsePageNumber(searchParams)
  const results = useInventory(filters, page)
  const { data: choices } = useInventoryChoices()
  const [isPanelOpen, setIsPanelOpen] = useState(false)
  const [applyCount, setApplyCount] = useState(0)
  const barRef = useRef<HTMLDivElement>(null)
  const countRef = useRef<HTMLParagraphElement>(null)
  const panelId = useId()
  const isLoading = results.isPending || results.isPlaceholderData

  // After the panel has folded, so the count is where it will stay.
  useEffect(() => {
    if (applyCount > 0 && barRef.current && countRef.current) revealResults(barRef.current, countRef.current)
  }, [applyCount])

  return (
    <>
      <header className="page-header">
        <div className="container">
          <h1 className="page-header__title">{t('title')}</h1>
          <p className="page-header__subtitle">{t('subtitle')}</p>
        </div>
      </header>
      <div className="container inventory">
        <div ref={barRef} className="inventory__bar">
          <FilterToggle
            panelId={panelId}
            isOpen={isPanelOpen}
            activeCount={countActiveFilters(filters)}
            onToggle={() => setIsPanelOpen((open) => !open)}
          />
          <p ref={countRef} className="inventory__count" role="status" tabIndex={-1}>
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
          onApply={() => {
            setIsPanelOpen(false)
            setApplyCount((count) => count + 1)
          }}
          filters={filters}
          choices={choices}
          onChange={setFilters}
        />
        <section className="inventory__results" aria-labelledby="inventory-results-title" aria-busy={isLoading}>
          <h2 id="inventory-results-title" className="visually-hidden">
            {t('resultsTitle')}
          </h2>
          <InventoryResults query={results} />
          {results.data && <InventoryPager filters={filters} page={page} totalPages={results.data.totalPages} />}
          {/* In the results' column: the filter panel stays beside it, never over it. */}
          <SearchAlertForm filters={filters} />
        </section>
      </div>
    </>
  )
}

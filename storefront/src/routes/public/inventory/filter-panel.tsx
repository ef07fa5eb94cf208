import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '../../../components/ui/button'
import { FilterIcon } from '../../../components/ui/icons'
import { paths } from '../../../config/paths'
import type { InventoryChoices } from '../../../features/cars/api/get-inventory-choices'
import {
  countActiveFilters,
  parseInventoryFilters,
  withFilter,
  type InventoryFilters,
} from '../../../features/cars/lib/inventory-filters'
import { BoundInput } from './bound-input'
import { FilterFields } from './filter-fields'

/** Lets the sort choice, drawn outside the panel, submit with it. */
export const filterFormId = 'inventory-filters'

interface FilterPanelProps {
  filters: InventoryFilters
  choices: InventoryChoices | undefined
  onChange: (next: InventoryFilters) => void
}

/**
 * The filters: a GET form on the inventory, so it works without the script. With the script
 * each choice applies at once; on phones the panel folds away behind a button with a badge.
 */
export function FilterPanel({ filters, choices, onChange }: FilterPanelProps) {
  const { t } = useTranslation('inventory')
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  const activeCount = countActiveFilters(filters)
  const set =
    <K extends keyof InventoryFilters>(name: K) =>
    (value: InventoryFilters[K] | undefined) =>
      onChange(withFilter(filters, name, value))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') values.append(name, value)
    onChange(parseInventoryFilters(values))
    setIsOpen(false)
  }

  return (
    <div className="filter-panel" data-open={isOpen}>
      <button
        type="button"
        className="filter-panel__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <FilterIcon size={18} />
        {t('filters.toggle')}
        {activeCount > 0 && (
          <span className="filter-panel__badge">
            {activeCount}
            <span className="visually-hidden"> ({t('filters.activeCount', { count: activeCount })})</span>
          </span>
        )}
      </button>
      <form id={filterFormId} className="filter-panel__form" method="get" action={paths.inventory} onSubmit={submit}>
        <section id={panelId} className="filter-panel__body" aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`} className="filter-panel__title">
            {t('filters.title')}
          </h2>
          {activeCount > 0 && <p className="filter-panel__count">{t('filters.activeCount', { count: activeCount })}</p>}
          <FilterFields filters={filters} choices={choices} set={set} />
          <BoundInput
            name="minPower"
            label={t('filters.minPower')}
            value={filters.minPower}
            onCommit={set('minPower')}
          />
          <div className="filter-panel__actions">
            <button type="submit" className={buttonVariants({ block: true })}>
              {t('filters.apply')}
            </button>
            {activeCount > 0 && (
              <Link className={buttonVariants({ variant: 'ghost', block: true })} to={paths.inventory}>
                {t('filters.clear')}
              </Link>
            )}
          </div>
        </section>
      </form>
    </div>
  )
}

import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { InventoryChoices } from '@/features/cars/api/get-inventory-choices'
import {
  countActiveFilters,
  parseInventoryFilters,
  withFilter,
  type InventoryFilters,
} from '@/features/cars/lib/inventory-filters'
import { BoundInput } from './bound-input'
import { FilterFields } from './filter-fields'

/** Lets the sort choice, drawn outside the panel, submit with it. */
export const filterFormId = 'inventory-filters'

interface FilterPanelProps {
  id: string
  /** on phones the panel is folded away until its toggle opens it; wide screens always show it */
  isOpen: boolean
  /** the visitor asked to see the results of the chosen filters */
  onApply: () => void
  filters: InventoryFilters
  choices: InventoryChoices | undefined
  onChange: (update: (current: InventoryFilters) => InventoryFilters) => void
}

/**
 * The filters: a GET form on the inventory, so it works without the script. With the script
 * each choice applies at once.
 */
export function FilterPanel({ id, isOpen, onApply, filters, choices, onChange }: FilterPanelProps) {
  const { t } = useTranslation('inventory')
  const activeCount = countActiveFilters(filters)
  const set =
    <K extends keyof InventoryFilters>(name: K) =>
    (value: InventoryFilters[K] | undefined) =>
      onChange((current) => withFilter(current, name, value))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') values.append(name, value)
    onChange(() => parseInventoryFilters(values))
    onApply()
  }

  return (
    <div className="filter-panel" data-open={isOpen}>
      <form id={filterFormId} className="filter-panel__form" method="get" action={paths.inventory} onSubmit={submit}>
        <section id={id} className="filter-panel__body" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="filter-panel__title">
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
              // Like a changed filter, clearing them keeps the visitor where they are.
              <Link
                className={buttonVariants({ variant: 'ghost', block: true })}
                to={paths.inventory}
                preventScrollReset
              >
                {t('filters.clear')}
              </Link>
            )}
          </div>
        </section>
      </form>
    </div>
  )
}

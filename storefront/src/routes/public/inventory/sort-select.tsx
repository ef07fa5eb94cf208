import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultSort, inventorySorts, type InventorySort } from '@/features/cars/lib/inventory-filters'
import { filterFormId } from './filter-panel'

const sortNames = Object.keys(inventorySorts) as InventorySort[]

interface SortSelectProps {
  value: InventorySort | undefined
  onChange: (sort: InventorySort) => void
}

/** The order of the results; part of the filter form, so it travels in the same query string. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation('inventory')
  const id = useId()

  return (
    <div className="sort-select">
      <label className="sort-select__label" htmlFor={id}>
        {t('sort.label')}
      </label>
      <select
        id={id}
        className="field__control"
        name="sort"
        form={filterFormId}
        value={value ?? defaultSort}
        onChange={(event) => onChange(event.target.value as InventorySort)}
      >
        {sortNames.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  )
}

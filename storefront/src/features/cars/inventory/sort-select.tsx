import { Field } from '@/components/ui/field'
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
  return (
    <Field label={t('sort.label')} className="sort-select" labelClassName="sort-select__label">
      {(control) => (
        <select
          {...control}
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
      )}
    </Field>
  )
}

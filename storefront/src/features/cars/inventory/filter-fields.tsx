import { useTranslation } from 'react-i18next'
import type { InventoryChoices } from '@/features/cars/api/get-inventory-choices'
import {
  CATEGORIES as categories,
  CONDITIONS as conditions,
  FUELS as fuels,
  TRANSMISSIONS as transmissions,
} from '@autosalone/domain/enums'
import { minimumEuroClasses, type InventoryFilters } from '@/features/cars/lib/inventory-filters'
import { yearChoices } from '@/features/cars/lib/year-choices'
import { BoundInput } from './bound-input'
import { FilterCheck } from './filter-check'
import { FilterSelect } from './filter-select'

type FilterSetter = <K extends keyof InventoryFilters>(name: K) => (value: InventoryFilters[K] | undefined) => void

type EnumFilter = 'fuel' | 'transmission' | 'category' | 'condition'

interface FilterFieldsProps {
  filters: InventoryFilters
  choices: InventoryChoices | undefined
  set: FilterSetter
}

/** The nine filters of the specification, the condition, and the Italian buyer's Euro class, new-driver and VAT filters. */
export function FilterFields({ filters, choices, set }: FilterFieldsProps) {
  const { t } = useTranslation(['inventory', 'cars'])
  const any = t('filters.any')
  const named = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
  const brands = named(choices?.brands ?? (filters.brand ? [filters.brand] : []))
  const models = named(filters.brand ? (choices?.modelsByBrand[filters.brand] ?? []) : [])
  const years = named(yearChoices().map(String))
  const toYear = (value: string | undefined) => (value ? Number(value) : undefined)
  // A filter over one of the car's lists of values, each named as the car page names it.
  const enumChoice = <K extends EnumFilter>(
    name: K,
    values: readonly NonNullable<InventoryFilters[K]>[],
    labelOf: (value: NonNullable<InventoryFilters[K]>) => string,
  ) => (
    <FilterSelect<NonNullable<InventoryFilters[K]>>
      name={name}
      label={t(`filters.${name}`)}
      anyLabel={any}
      value={filters[name] as NonNullable<InventoryFilters[K]> | undefined}
      options={values.map((value) => ({ value, label: labelOf(value) }))}
      onChange={set(name)}
    />
  )

  return (
    <>
      <FilterSelect
        name="brand"
        label={t('filters.brand')}
        anyLabel={any}
        value={filters.brand}
        options={brands}
        onChange={set('brand')}
      />
      <FilterSelect
        name="model"
        label={t('filters.model')}
        anyLabel={filters.brand ? any : t('filters.modelHint')}
        value={filters.model}
        options={models}
        disabled={!filters.brand}
        onChange={set('model')}
      />
      {enumChoice('fuel', fuels, (value) => t(`cars:fuel.${value}`))}
      {enumChoice('transmission', transmissions, (value) => t(`cars:transmission.${value}`))}
      {enumChoice('category', categories, (value) => t(`cars:category.${value}`))}
      {enumChoice('condition', conditions, (value) => t(`cars:condition.${value}`))}
      <div className="filter-panel__pair">
        <BoundInput name="minPrice" label={t('filters.minPrice')} value={filters.minPrice} onCommit={set('minPrice')} />
        <BoundInput name="maxPrice" label={t('filters.maxPrice')} value={filters.maxPrice} onCommit={set('maxPrice')} />
      </div>
      <div className="filter-panel__pair">
        <FilterSelect
          name="minYear"
          label={t('filters.minYear')}
          anyLabel={any}
          value={filters.minYear?.toString()}
          options={years}
          onChange={(value) => set('minYear')(toYear(value))}
        />
        <FilterSelect
          name="maxYear"
          label={t('filters.maxYear')}
          anyLabel={any}
          value={filters.maxYear?.toString()}
          options={years}
          onChange={(value) => set('maxYear')(toYear(value))}
        />
      </div>
      <FilterSelect
        name="minEuroClass"
        label={t('filters.minEuroClass')}
        anyLabel={any}
        value={filters.minEuroClass}
        options={minimumEuroClasses.map((value) => ({ value, label: t(`cars:euroClass.${value}`) }))}
        onChange={set('minEuroClass')}
      />
      <FilterCheck
        name="newDrivers"
        label={t('filters.newDrivers')}
        checked={filters.newDrivers === true}
        onChange={set('newDrivers')}
      />
      <FilterCheck
        name="vatShown"
        label={t('filters.vatShown')}
        checked={filters.vatShown === true}
        onChange={set('vatShown')}
      />
      <FilterCheck
        name="onlyAvailable"
        label={t('filters.onlyAvailable')}
        checked={filters.onlyAvailable === true}
        onChange={set('onlyAvailable')}
      />
    </>
  )
}

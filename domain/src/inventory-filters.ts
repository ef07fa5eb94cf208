import {
  CATEGORIES as categories,
  CONDITIONS as conditions,
  EURO_CLASSES,
  LISTED_STATUSES,
  FUELS as fuels,
  TRANSMISSIONS as transmissions,
  euroClassesFrom,
  type Category,
  type Condition,
  type EuroClass,
  type Fuel,
  type Transmission,
} from './enums'

/**
 * The inventory's filters, shared by the page (its address and its `GET /api/cars` query) and the
 * server (the saved searches' alerts), so a saved search matches exactly the cars the page lists.
 */

/** The Euro classes a visitor can ask for as a minimum: 'not applicable' is no minimum. */
export const minimumEuroClasses = EURO_CLASSES.filter((value) => value !== 'na')
type MinimumEuroClass = Exclude<EuroClass, 'na'>

/** How the inventory can be ordered, as the query string names it, and Payload's sort for each. */
export const inventorySorts = {
  newest: '-createdAt',
  'price-asc': 'price',
  'price-desc': '-price',
  'year-desc': '-year',
  'year-asc': 'year',
  'mileage-asc': 'mileage',
  'mileage-desc': '-mileage',
} as const
export type InventorySort = keyof typeof inventorySorts
export const defaultSort: InventorySort = 'newest'

/**
 * The inventory's filters as they live in the query string (`/annunci?brand=BMW&maxPrice=30000`).
 * Bounds are inclusive. `minPower` is what the home search's "power from" hands over.
 */
export interface InventoryFilters {
  brand?: string
  model?: string
  fuel?: Fuel
  transmission?: Transmission
  category?: Category
  condition?: Condition
  minPrice?: number
  maxPrice?: number
  minYear?: number
  maxYear?: number
  minPower?: number
  /** at least this Euro class */
  minEuroClass?: MinimumEuroClass
  /** only cars a new driver may drive */
  newDrivers?: true
  /** only cars sold with VAT shown (deductible for a business) */
  vatShown?: true
  /** only cars on offer now: reserved ones left out */
  onlyAvailable?: true
  sort?: InventorySort
}

export type FilterName = keyof InventoryFilters
export const numberFilters = ['minPrice', 'maxPrice', 'minYear', 'maxYear', 'minPower'] as const
const enumFilters = {
  fuel: fuels,
  transmission: transmissions,
  category: categories,
  condition: conditions,
  minEuroClass: minimumEuroClasses,
} as const
/** Yes-or-no filters: present as `1` in the address, as a ticked box's value in a form. */
const flagFilters = ['newDrivers', 'vatShown', 'onlyAvailable'] as const

/** Query-string order, so equal filters always give the same address and the same cache key. */
export const filterOrder: FilterName[] = [
  'brand',
  'model',
  'fuel',
  'transmission',
  'category',
  'condition',
  'minPrice',
  'maxPrice',
  'minYear',
  'maxYear',
  'minPower',
  'minEuroClass',
  'newDrivers',
  'vatShown',
  'onlyAvailable',
  'sort',
]

export const maxFilterTextLength = 80

function parseWholeNumber(value: string): number | undefined {
  const trimmed = value.trim()
  if (!/^\d{1,9}$/.test(trimmed)) return undefined
  return Number(trimmed)
}

function isOneOf<T extends string>(value: string, allowed: readonly T[]): value is T {
  return (allowed as readonly string[]).includes(value)
}

/** Reads the filters from a query string or a submitted form; anything malformed is left out. */
export function parseInventoryFilters(source: URLSearchParams): InventoryFilters {
  const filters: InventoryFilters = {}
  const text = (name: 'brand' | 'model') => {
    const value = source.get(name)?.trim()
    if (value && value.length <= maxFilterTextLength) filters[name] = value
  }
  text('brand')
  text('model')

  for (const [name, allowed] of Object.entries(enumFilters) as [keyof typeof enumFilters, readonly string[]][]) {
    const value = source.get(name)
    if (value && isOneOf(value, allowed)) Object.assign(filters, { [name]: value })
  }
  for (const name of numberFilters) {
    const value = parseWholeNumber(source.get(name) ?? '')
    if (value !== undefined) filters[name] = value
  }
  for (const name of flagFilters) {
    if (source.get(name) === '1') filters[name] = true
  }
  const sort = source.get('sort')
  if (sort && sort !== defaultSort && isOneOf(sort, Object.keys(inventorySorts) as InventorySort[])) {
    filters.sort = sort
  }
  return filters
}

/** The query string of the filters, in a fixed order and without empty values. */
export function inventorySearchParams(filters: InventoryFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const name of filterOrder) {
    const value = filters[name]
    if (value === true) params.set(name, '1')
    else if (value !== undefined && value !== '') params.set(name, String(value))
  }
  return params
}

const boundOperators = {
  minPrice: ['price', 'greater_than_equal'],
  maxPrice: ['price', 'less_than_equal'],
  minYear: ['year', 'greater_than_equal'],
  maxYear: ['year', 'less_than_equal'],
  minPower: ['power', 'greater_than_equal'],
} as const

/** One condition of Payload's `where` per field, as the public query's allow-list accepts them. */
export type InventoryWhere = Record<string, Record<string, string | string[]>>

/**
 * The listed cars (available or reserved) that match the filters, as Payload's `where`: the page
 * sends it in its query string, the alerts pass it to the Local API. Keys come in the query
 * string's order, so the page's request addresses stay the same.
 */
export function inventoryWhere(filters: InventoryFilters): InventoryWhere {
  const where: InventoryWhere = { status: { in: filters.onlyAvailable ? ['disponibile'] : [...LISTED_STATUSES] } }
  for (const name of ['brand', 'model', 'fuel', 'transmission', 'category', 'condition'] as const) {
    const value = filters[name]
    if (value) where[name] = { equals: value }
  }
  for (const name of numberFilters) {
    const value = filters[name]
    if (value === undefined) continue
    const [field, operator] = boundOperators[name]
    where[field] = { ...where[field], [operator]: String(value) }
  }
  if (filters.minEuroClass) where.euroClass = { in: euroClassesFrom(filters.minEuroClass) }
  if (filters.newDrivers) where.newDriverSuitable = { equals: 'true' }
  if (filters.vatShown) where.vatRegime = { equals: 'esposta' }
  return where
}

import { cardsPerPage, selectCardFields } from '../api/car-cards'
import {
  defaultSort,
  filterOrder,
  inventorySearchParams,
  inventorySorts,
  inventoryWhere,
  type FilterName,
  type InventoryFilters,
} from '@autosalone/domain/inventory-filters'

// The filters themselves live in `domain/`, shared with the server's saved-search alerts.
export {
  defaultSort,
  inventorySearchParams,
  inventorySorts,
  minimumEuroClasses,
  parseInventoryFilters,
  type InventoryFilters,
  type InventorySort,
} from '@autosalone/domain/inventory-filters'

/**
 * The query string without what a plain form submits for the choices left alone (`brand=`,
 * `sort=newest`), or `null` when there is nothing to drop. Other parameters keep their order.
 */
export function withoutEmptyFields(search: URLSearchParams): URLSearchParams | null {
  const all = [...search]
  const kept = all.filter(([name, value]) => value.trim() !== '' && !(name === 'sort' && value === defaultSort))
  return kept.length === all.length ? null : new URLSearchParams(kept)
}

/** How many filters narrow the list; the order does not count. */
export function countActiveFilters(filters: InventoryFilters): number {
  return filterOrder.filter((name) => name !== 'sort' && filters[name] !== undefined).length
}

/** Changes one filter; a new brand clears the model, which belonged to the old brand. */
export function withFilter<K extends FilterName>(
  filters: InventoryFilters,
  name: K,
  value: InventoryFilters[K] | undefined,
): InventoryFilters {
  const next: InventoryFilters = { ...filters, [name]: value === '' ? undefined : value }
  if (name === 'brand' && value !== filters.brand) delete next.model
  if (next[name] === undefined) delete next[name]
  return next
}

/** The page number in an address (`?page=3`); anything but a whole number from 1 is the first page. */
export function parsePageNumber(source: URLSearchParams): number {
  const value = source.get('page')?.trim() ?? ''
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1
}

/** The query string of a page of the inventory: the filters, then the page unless it is the first. */
export function inventoryPageSearchParams(filters: InventoryFilters, page: number): URLSearchParams {
  const params = inventorySearchParams(filters)
  if (page > 1) params.set('page', String(page))
  return params
}

/** The `GET /api/cars` path of a page of the listed cars (available or reserved) that match the filters, as cards. */
export function inventoryApiPath(filters: InventoryFilters, page = 1): string {
  const query = new URLSearchParams({
    depth: '0',
    limit: String(cardsPerPage),
    page: String(page),
    sort: inventorySorts[filters.sort ?? defaultSort],
  })
  for (const [field, condition] of Object.entries(inventoryWhere(filters))) {
    for (const [operator, value] of Object.entries(condition)) {
      query.set(`where[${field}][${operator}]`, Array.isArray(value) ? value.join(',') : value)
    }
  }
  return `/api/cars?${selectCardFields(query)}`
}

import { carsQueryRoot } from '@/lib/query-keys'
import type { InventoryFilters } from '../lib/inventory-filters'

/** Query keys for cars, broad to narrow, so a mutation can invalidate by prefix. */
export const carQueries = {
  all: () => carsQueryRoot,
  lists: () => [...carQueries.all(), 'list'] as const,
  /** the home grid's pages, from the first one it showed */
  stock: (firstPage: number) => [...carQueries.lists(), 'stock', firstPage] as const,
  inventory: (filters: InventoryFilters, page: number) => [...carQueries.lists(), 'inventory', filters, page] as const,
  /** the sold cars home shows apart from the stock */
  recentlySold: () => [...carQueries.lists(), 'recently-sold'] as const,
  inventoryChoices: () => [...carQueries.lists(), 'inventory-choices'] as const,
  details: () => [...carQueries.all(), 'detail'] as const,
  detail: (slug: string) => [...carQueries.details(), slug] as const,
  images: (id: number) => [...carQueries.all(), 'images', id] as const,
  /** the available cars a sold car's page offers instead */
  similar: (id: number) => [...carQueries.lists(), 'similar', id] as const,
}

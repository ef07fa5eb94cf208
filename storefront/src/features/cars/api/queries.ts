import { carsQueryRoot } from '@/lib/query-keys'
import type { InventoryFilters } from '../lib/inventory-filters'

/** Query keys for cars, broad to narrow, so a mutation can invalidate by prefix. */
export const carQueries = {
  all: () => carsQueryRoot,
  lists: () => [...carQueries.all(), 'list'] as const,
  stock: () => [...carQueries.lists(), 'stock'] as const,
  inventory: (filters: InventoryFilters) => [...carQueries.lists(), 'inventory', filters] as const,
  inventoryChoices: () => [...carQueries.lists(), 'inventory-choices'] as const,
  details: () => [...carQueries.all(), 'detail'] as const,
  detail: (slug: string) => [...carQueries.details(), slug] as const,
  images: (id: number) => [...carQueries.all(), 'images', id] as const,
}

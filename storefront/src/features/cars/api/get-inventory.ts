import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiGet } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import { inventoryApiPath, type InventoryFilters } from '../lib/inventory-filters'
import type { Car, PaginatedDocs } from '../types'
import { carQueries } from './queries'

export function getInventory(api: ApiGet, filters: InventoryFilters): Promise<PaginatedDocs<Car>> {
  return api<PaginatedDocs<Car>>(inventoryApiPath(filters))
}

export function getInventoryQueryOptions(api: ApiGet, filters: InventoryFilters) {
  return queryOptions({
    queryKey: carQueries.inventory(filters),
    queryFn: () => getInventory(api, filters),
    // The previous results stay on screen while a changed filter loads.
    placeholderData: keepPreviousData,
    // The server's answer is handed to the browser; it stays good long enough not to be fetched twice.
    staleTime: 60_000,
  })
}

export function useInventory(filters: InventoryFilters) {
  const api = useApi()
  return useQuery(getInventoryQueryOptions(api, filters))
}

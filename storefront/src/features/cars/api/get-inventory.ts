import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { readPublicAnswer } from '@/lib/read-public-answer'
import type { ApiGet } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import { inventoryApiPath, type InventoryFilters } from '../lib/inventory-filters'
import type { CarSummaryPage } from './car-cards'
import { carKeys } from '@/lib/query-keys'

export async function getInventory(api: ApiGet, filters: InventoryFilters, page: number): Promise<CarSummaryPage> {
  const path = inventoryApiPath(filters, page)
  return readPublicAnswer('cardPage', await api<unknown>(path), `GET ${path}`)
}

export function getInventoryQueryOptions(api: ApiGet, filters: InventoryFilters, page: number) {
  return queryOptions({
    queryKey: carKeys.inventory(filters, page),
    queryFn: () => getInventory(api, filters, page),
    // The previous results stay on screen while a changed filter or page loads.
    placeholderData: keepPreviousData,
    // The server's answer is handed to the browser; it stays good long enough not to be fetched twice.
    staleTime: 60_000,
  })
}

export function useInventory(filters: InventoryFilters, page: number) {
  const api = useApi()
  return useQuery(getInventoryQueryOptions(api, filters, page))
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiGet } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import type { Car, PaginatedDocs } from '../types'
import { carQueries } from './queries'

/** The whole stock, unavailable cars included, newest first: a dealer's showroom stays well under the limit. */
const stockPath = '/api/cars?limit=100&depth=0&sort=-createdAt'

export function getCars(api: ApiGet): Promise<PaginatedDocs<Car>> {
  return api<PaginatedDocs<Car>>(stockPath)
}

export function getCarsQueryOptions(api: ApiGet) {
  return queryOptions({
    queryKey: carQueries.stock(),
    queryFn: () => getCars(api),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  })
}

export function useCars() {
  const api = useApi()
  return useQuery(getCarsQueryOptions(api))
}

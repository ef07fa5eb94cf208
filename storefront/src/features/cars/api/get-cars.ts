import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiGet } from '../../../lib/api-client'
import { useApi } from '../../../lib/api-context'
import type { Car, CarListParams, PaginatedDocs } from '../types'
import { carQueries } from './queries'

/** The whole stock, newest first: a dealer's showroom stays well under the limit. */
const stockListParams: CarListParams = { sort: '-createdAt', limit: 100 }

export function getCars(api: ApiGet, params: CarListParams): Promise<PaginatedDocs<Car>> {
  const query = new URLSearchParams({ limit: String(params.limit), depth: '0', sort: params.sort })
  return api<PaginatedDocs<Car>>(`/api/cars?${query}`)
}

export function getCarsQueryOptions(api: ApiGet, params: CarListParams = stockListParams) {
  return queryOptions({
    queryKey: carQueries.list(params),
    queryFn: () => getCars(api, params),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  })
}

export function useCars(params: CarListParams = stockListParams) {
  const api = useApi()
  return useQuery(getCarsQueryOptions(api, params))
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import type { AdminCarList } from '../types'
import { useAdminClient, type AdminClient } from './admin-client'
import { adminQueries } from './admin-queries'

export function getAdminCars(request: ApiClient): Promise<AdminCarList> {
  return request<AdminCarList>('/api/admin/cars')
}

/** Every car, newest first; the answer also proves the session is valid. */
export function adminCarsQueryOptions({ request }: AdminClient) {
  return queryOptions({
    queryKey: adminQueries.carList(),
    queryFn: () => getAdminCars(request),
  })
}

export function useAdminCars() {
  return useQuery(adminCarsQueryOptions(useAdminClient()))
}

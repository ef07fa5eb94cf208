import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CarRecord } from '@autosalone/domain/car-record'
import type { ApiClient } from '@/lib/api-client'
import { adminCarKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** A deleted car, with the day it goes for good. */
export type TrashedCar = CarRecord & { deletedAt: string; purgeAt: string }

/** `GET /api/admin/trash`: the deleted cars, last deleted first. */
export const getTrashedCars = (request: ApiClient) => request<{ docs: TrashedCar[] }>('/api/admin/trash')

export function trashedCarsQueryOptions(request: ApiClient) {
  return queryOptions({ queryKey: adminCarKeys.trash(), queryFn: () => getTrashedCars(request) })
}

export function useTrashedCars() {
  const { request } = useAdminClient()
  return useQuery(trashedCarsQueryOptions(request))
}

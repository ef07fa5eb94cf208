import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CarHistory } from '@autosalone/domain/car-history'
import type { ApiClient } from '@/lib/api-client'
import { adminCarKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/cars/{id}/history`. */
export const getCarHistory = (request: ApiClient, id: number) => request<CarHistory>(`/api/admin/cars/${id}/history`)

/** Read again on every visit. */
export function carHistoryQueryOptions(request: ApiClient, id: number) {
  return queryOptions({ queryKey: adminCarKeys.history(id), queryFn: () => getCarHistory(request, id), staleTime: 0 })
}

export function useCarHistory(id: number) {
  const { request } = useAdminClient()
  return useQuery(carHistoryQueryOptions(request, id))
}

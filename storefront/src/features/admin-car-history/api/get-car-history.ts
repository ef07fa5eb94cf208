import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { carHistory, type CarHistory } from '@autosalone/domain/car-history'
import type { ApiClient } from '@/lib/api-client'
import { adminCarKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/cars/{id}/history`. */
export async function getCarHistory(request: ApiClient, id: number): Promise<CarHistory> {
  const path = `/api/admin/cars/${id}/history`
  return readAnswer(carHistory, await request<unknown>(path), `GET ${path}`)
}

/** Read again on every visit. */
export function carHistoryQueryOptions(request: ApiClient, id: number) {
  return queryOptions({ queryKey: adminCarKeys.history(id), queryFn: () => getCarHistory(request, id), staleTime: 0 })
}

export function useCarHistory(id: number) {
  const { request } = useAdminClient()
  return useQuery(carHistoryQueryOptions(request, id))
}

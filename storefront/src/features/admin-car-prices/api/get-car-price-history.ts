import { queryOptions, useQuery } from '@tanstack/react-query'
import { priceHistoryAnswer } from '@autosalone/domain/prices/price-history'
import type { ApiClient } from '@/lib/api-client'
import { adminCarKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/cars/{id}/prices`. */
export const getCarPriceHistory = async (request: ApiClient, id: number) =>
  priceHistoryAnswer.parse(await request<unknown>(`/api/admin/cars/${id}/prices`))

/** Read again on every visit (a save may have added a row). */
export function carPriceHistoryQueryOptions(request: ApiClient, id: number) {
  return queryOptions({
    queryKey: adminCarKeys.prices(id),
    queryFn: () => getCarPriceHistory(request, id),
    staleTime: 0,
  })
}

export function useCarPriceHistory(id: number) {
  const { request } = useAdminClient()
  return useQuery(carPriceHistoryQueryOptions(request, id))
}

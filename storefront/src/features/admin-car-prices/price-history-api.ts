import { useQuery } from '@tanstack/react-query'
import { priceHistoryAnswer } from '@autosalone/domain/prices/price-history'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminCarKeys } from '@/lib/query-keys'

/** `GET /api/admin/cars/{id}/prices`, read again on every visit (a save may have added a row). */
export function useCarPriceHistory(id: number) {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: adminCarKeys.prices(id),
    queryFn: async () => priceHistoryAnswer.parse(await request<unknown>(`/api/admin/cars/${id}/prices`)),
    staleTime: 0,
  })
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CarHistory, HistoryRestoreAnswer } from '@autosalone/domain/car-history'
import { useAdminClient } from '@/panel/api/admin-client'
import { carKeys, adminCarKeys } from '@/lib/query-keys'

/** `GET /api/admin/cars/{id}/history`, read again on every visit. */
export function useCarHistory(id: number) {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: adminCarKeys.history(id),
    queryFn: () => request<CarHistory>(`/api/admin/cars/${id}/history`),
    staleTime: 0,
  })
}

/**
 * `POST .../history/{version}/restore` with the `updatedAt` the history was read with, so a
 * change made meanwhile is not overwritten (409). The car, its history and the public lists refresh.
 */
export function useRestoreVersion(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ version, updatedAt }: { version: number; updatedAt: string }) =>
      request<HistoryRestoreAnswer>(`/api/admin/cars/${id}/history/${version}/restore`, {
        method: 'POST',
        body: { version: updatedAt },
      }),
    onSettled: async () => {
      // The form reads the car afresh rather than start from the copy held before the restore.
      queryClient.removeQueries({ queryKey: adminCarKeys.detail(id), exact: true })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCarKeys.all() }),
        queryClient.invalidateQueries({ queryKey: carKeys.all() }),
      ])
    },
  })
}

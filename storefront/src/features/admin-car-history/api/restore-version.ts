import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { historyRestoreAnswer, type HistoryRestoreAnswer } from '@autosalone/domain/car-history'
import type { ApiClient } from '@/lib/api-client'
import { adminCarKeys, carKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

export interface VersionToRestore {
  version: number
  /** the car's `updatedAt` when its history was read */
  updatedAt: string
}

/**
 * `POST .../history/{version}/restore` with the `updatedAt` the history was read with, so a
 * change made meanwhile is not overwritten (409).
 */
export async function restoreVersion(
  request: ApiClient,
  id: number,
  { version, updatedAt }: VersionToRestore,
): Promise<HistoryRestoreAnswer> {
  const path = `/api/admin/cars/${id}/history/${version}/restore`
  const answer = await request<unknown>(path, { method: 'POST', body: { version: updatedAt } })
  return readAnswer(historyRestoreAnswer, answer, `POST ${path}`)
}

/** Restores a version; the car, its history and the public lists refresh. */
export function useRestoreVersion(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (restore: VersionToRestore) => restoreVersion(request, id, restore),
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

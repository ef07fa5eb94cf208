import { useMutation, useQueryClient } from '@tanstack/react-query'
import { importStateSchema } from '@autosalone/domain/imports/import-api'
import type { ApiClient } from '@/lib/api-client'
import { adminCarKeys, importKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `POST /api/admin/imports/{id}/undo`. */
export const undoImport = async (request: ApiClient, id: number) =>
  importStateSchema.parse(await request<unknown>(`/api/admin/imports/${id}/undo`, { method: 'POST', body: {} }))

export function useUndoImport(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => undoImport(request, id),
    onSuccess: (state) => {
      queryClient.setQueryData(importKeys.detail(id), state)
      void queryClient.invalidateQueries({ queryKey: adminCarKeys.all() })
    },
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { importStateSchema } from '@autosalone/domain/imports/import-api'
import type { ApiClient } from '@/lib/api-client'
import { importKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

export interface ApplyChoices {
  markMissingSold: boolean
  confirmMassSold: boolean
}

/** `POST /api/admin/imports/{id}/apply`: queues the import's job; answers its state. */
export const applyImport = async (request: ApiClient, id: number, body: ApplyChoices) =>
  importStateSchema.parse(await request<unknown>(`/api/admin/imports/${id}/apply`, { method: 'POST', body }))

export function useApplyImport(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ApplyChoices) => applyImport(request, id, body),
    onSuccess: (state) => queryClient.setQueryData(importKeys.detail(id), state),
  })
}

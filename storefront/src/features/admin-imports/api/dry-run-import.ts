import { useMutation } from '@tanstack/react-query'
import { dryRunAnswerSchema, type DryRunBody } from '@autosalone/domain/imports/import-api'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from '@/panel/api/admin-client'

/** `POST /api/admin/imports/{id}/dry-run`: what applying the import with these choices would do. */
export const dryRunImport = async (request: ApiClient, id: number, body: DryRunBody) =>
  dryRunAnswerSchema.parse(await request<unknown>(`/api/admin/imports/${id}/dry-run`, { method: 'POST', body }))

export function useDryRun(id: number) {
  const { request } = useAdminClient()
  return useMutation({ mutationFn: (body: DryRunBody) => dryRunImport(request, id, body) })
}

import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { importStateSchema, type ImportState } from '@autosalone/domain/imports/import-api'
import type { ApiClient } from '@/lib/api-client'
import { adminCarKeys, importKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

const WORKING: ImportState['status'][] = ['queued', 'running', 'undoing']

/** `GET /api/admin/imports/{id}`. */
export const getImportState = async (request: ApiClient, id: number) =>
  importStateSchema.parse(await request<unknown>(`/api/admin/imports/${id}`))

/** Asked again every second while the import's job works; the panel's cars refresh once it is done. */
export function importStateQueryOptions(request: ApiClient, queryClient: QueryClient, id: number) {
  return queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: async () => {
      const state = await getImportState(request, id)
      if (!WORKING.includes(state.status)) void queryClient.invalidateQueries({ queryKey: adminCarKeys.all() })
      return state
    },
    refetchInterval: (query) => (query.state.data && !WORKING.includes(query.state.data.status) ? false : 1000),
  })
}

export function useImportState(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useQuery(importStateQueryOptions(request, queryClient, id))
}

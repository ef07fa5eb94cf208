import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  dryRunAnswerSchema,
  importStateSchema,
  uploadAnswerSchema,
  type DryRunBody,
  type ImportState,
} from '@autosalone/domain/imports/import-api'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminCarKeys, importKeys } from '@/lib/query-keys'

const WORKING: ImportState['status'][] = ['queued', 'running', 'undoing']

/** The file and the photos' archive, uploaded with progress; answers the columns and the suggestions. */
export function useUploadImport() {
  const { upload } = useAdminClient()
  return useMutation({
    mutationFn: async ({ file, photos }: { file: File; photos: File | null }) => {
      const form = new FormData()
      form.append('file', file)
      if (photos) form.append('photos', photos)
      return uploadAnswerSchema.parse(await upload<unknown>('/api/admin/imports', form))
    },
  })
}

export function useDryRun(id: number) {
  const { request } = useAdminClient()
  return useMutation({
    mutationFn: async (body: DryRunBody) =>
      dryRunAnswerSchema.parse(await request<unknown>(`/api/admin/imports/${id}/dry-run`, { method: 'POST', body })),
  })
}

export function useApplyImport(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: { markMissingSold: boolean; confirmMassSold: boolean }) =>
      importStateSchema.parse(await request<unknown>(`/api/admin/imports/${id}/apply`, { method: 'POST', body })),
    onSuccess: (state) => queryClient.setQueryData(importKeys.detail(id), state),
  })
}

export function useUndoImport(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      importStateSchema.parse(await request<unknown>(`/api/admin/imports/${id}/undo`, { method: 'POST', body: {} })),
    onSuccess: (state) => {
      queryClient.setQueryData(importKeys.detail(id), state)
      void queryClient.invalidateQueries({ queryKey: adminCarKeys.all() })
    },
  })
}

/** The import's state from the server, asked again every second while its job works. */
export function useImportState(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: importKeys.detail(id),
    queryFn: async () => {
      const state = importStateSchema.parse(await request<unknown>(`/api/admin/imports/${id}`))
      if (!WORKING.includes(state.status)) void queryClient.invalidateQueries({ queryKey: adminCarKeys.all() })
      return state
    },
    refetchInterval: (query) => (query.state.data && !WORKING.includes(query.state.data.status) ? false : 1000),
  })
}

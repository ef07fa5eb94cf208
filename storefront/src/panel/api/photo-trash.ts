import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { mediaItemSchema, mediaTrashAnswerSchema } from '@autosalone/domain/media/media-item'
import { useAdminClient } from './admin-client'
import { carKeys, adminKeys, mediaKeys } from '@/lib/query-keys'

const TRASH_PATH = '/api/admin/media/trash'

export function useTrashedPhotos() {
  const { request } = useAdminClient()
  return useQuery(
    queryOptions({
      queryKey: mediaKeys.trash(),
      queryFn: async () =>
        readAnswer(mediaTrashAnswerSchema, await request<unknown>(TRASH_PATH), `GET ${TRASH_PATH}`).docs,
    }),
  )
}

/** The library, the trash and the cars change together: a photo moves between them. */
function useRefreshPhotos() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
      queryClient.invalidateQueries({ queryKey: carKeys.all() }),
    ])
}

/** Takes a photo out of the trash, back in the library and on the cars it was taken off. */
export function useRestorePhoto() {
  const { request } = useAdminClient()
  const refresh = useRefreshPhotos()
  return useMutation({
    mutationFn: async (id: number) => {
      const path = `/api/admin/media/${id}/restore`
      return readAnswer(mediaItemSchema, await request<unknown>(path, { method: 'POST' }), `POST ${path}`)
    },
    onSuccess: refresh,
  })
}

/** Moves several photos to the trash at once (all or none). */
export function useTrashPhotos() {
  const { request } = useAdminClient()
  const refresh = useRefreshPhotos()
  return useMutation({
    mutationFn: (ids: number[]) => request<{ docs: { id: number }[] }>(TRASH_PATH, { method: 'POST', body: { ids } }),
    onSuccess: refresh,
  })
}

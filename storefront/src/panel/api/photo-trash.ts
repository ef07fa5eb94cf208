import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { carsQueryRoot } from '@/lib/query-keys'
import type { MediaItem } from '../types'
import { useAdminClient } from './admin-client'
import { adminQueries } from './admin-queries'

/** A photo in the trash: when it was deleted, when it goes for good, the cars it was taken off. */
export interface TrashedPhoto extends MediaItem {
  deletedAt: string
  purgeAt: string
  detachedFrom: number[]
}

export function useTrashedPhotos() {
  const { request } = useAdminClient()
  return useQuery(
    queryOptions({
      queryKey: adminQueries.mediaTrash(),
      queryFn: async () => (await request<{ docs: TrashedPhoto[] }>('/api/admin/media/trash')).docs,
    }),
  )
}

/** The library, the trash and the cars change together: a photo moves between them. */
function useRefreshPhotos() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
      queryClient.invalidateQueries({ queryKey: carsQueryRoot }),
    ])
}

/** Takes a photo out of the trash, back in the library and on the cars it was taken off. */
export function useRestorePhoto() {
  const { request } = useAdminClient()
  const refresh = useRefreshPhotos()
  return useMutation({
    mutationFn: (id: number) => request<MediaItem>(`/api/admin/media/${id}/restore`, { method: 'POST' }),
    onSuccess: refresh,
  })
}

/** Moves several photos to the trash at once (all or none). */
export function useTrashPhotos() {
  const { request } = useAdminClient()
  const refresh = useRefreshPhotos()
  return useMutation({
    mutationFn: (ids: number[]) =>
      request<{ docs: { id: number }[] }>('/api/admin/media/trash', { method: 'POST', body: { ids } }),
    onSuccess: refresh,
  })
}

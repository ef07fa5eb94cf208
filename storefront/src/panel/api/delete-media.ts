import { useMutation, useQueryClient } from '@tanstack/react-query'
import { carsQueryRoot } from '@/lib/query-keys'
import type { MediaItem } from '../types'
import { useAdminClient } from './admin-client'
import { adminQueries } from './admin-queries'

/**
 * Deletes a photo from the library; the server also takes it out of every car, so the car
 * lists are refreshed along with the library.
 */
export function useDeleteMedia() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()

  return useMutation({
    mutationFn: (id: number) => request<unknown>(`/api/admin/media/${id}`, { method: 'DELETE' }),
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<MediaItem[]>(adminQueries.mediaList(), (list) => list?.filter((item) => item.id !== id))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
        queryClient.invalidateQueries({ queryKey: carsQueryRoot }),
      ])
    },
  })
}

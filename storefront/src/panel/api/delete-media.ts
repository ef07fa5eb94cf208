import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MediaItem } from '../types'
import { useAdminClient } from './admin-client'
import { carKeys, adminKeys, mediaKeys } from '@/lib/query-keys'

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
      queryClient.setQueryData<MediaItem[]>(mediaKeys.list(), (list) => list?.filter((item) => item.id !== id))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
        queryClient.invalidateQueries({ queryKey: carKeys.all() }),
      ])
    },
  })
}

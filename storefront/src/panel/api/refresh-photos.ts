import { useQueryClient } from '@tanstack/react-query'
import { adminKeys, carKeys } from '@/lib/query-keys'

/** The library, the trash and the cars change together: a photo moves between them. */
export function useRefreshPhotos() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
      queryClient.invalidateQueries({ queryKey: carKeys.all() }),
    ])
}

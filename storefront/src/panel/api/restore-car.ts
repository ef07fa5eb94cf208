import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAdminClient } from './admin-client'
import { carKeys, adminCarKeys } from '@/lib/query-keys'

/** Takes a deleted car out of the trash, then refreshes the panel's lists and the public ones. */
export function useRestoreCar() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()

  return useMutation({
    // The answer (the restored car) is not read: the lists are asked again.
    mutationFn: async (id: number) => {
      await request<unknown>(`/api/admin/cars/${id}/restore`, { method: 'POST' })
    },
    onSuccess: async () => {
      // `cars` covers the list and the trash.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCarKeys.all() }),
        queryClient.invalidateQueries({ queryKey: carKeys.all() }),
      ])
    },
  })
}

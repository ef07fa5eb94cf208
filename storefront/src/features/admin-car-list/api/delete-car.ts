import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAdminClient } from '@/panel/api/admin-client'
import { carKeys, adminCarKeys } from '@/lib/query-keys'

/** Deletes a car, then refreshes the panel's and the public car lists. */
export function useDeleteCar() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()

  return useMutation({
    // The answer (the id deleted) is not read: the car asked for is the one removed.
    mutationFn: async (id: number) => {
      await request<unknown>(`/api/admin/cars/${id}`, { method: 'DELETE' })
    },
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminCarKeys.detail(id) })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCarKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: carKeys.all() }),
      ])
    },
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { carsQueryRoot } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminQueries } from '@/panel/api/admin-queries'

/** Deletes a car, then refreshes the panel's and the public car lists. */
export function useDeleteCar() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()

  return useMutation({
    mutationFn: (id: number) => request<{ id: number }>(`/api/admin/cars/${id}`, { method: 'DELETE' }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminQueries.car(id) })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueries.carList() }),
        queryClient.invalidateQueries({ queryKey: carsQueryRoot }),
      ])
    },
  })
}

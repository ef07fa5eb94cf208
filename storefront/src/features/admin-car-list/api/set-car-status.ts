import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CarStatus } from '@autosalone/domain/enums'
import type { CarRecord } from '@autosalone/domain/car-record'
import { carsQueryRoot } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminQueries } from '@/panel/api/admin-queries'
import type { AdminCarList } from '@/panel/types'

export interface SetCarStatusVariables {
  car: CarRecord
  status: CarStatus
}

/**
 * Changes a car's status from the list. The save carries the version the list showed, so a car
 * changed meanwhile on another device answers 409 instead of being overwritten.
 */
export function useSetCarStatus() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()

  return useMutation({
    mutationFn: ({ car, status }: SetCarStatusVariables) =>
      request<CarRecord>(`/api/admin/cars/${car.id}`, { method: 'PUT', body: { status, version: car.updatedAt } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData<AdminCarList>(adminQueries.carList(), (list) =>
        list ? { ...list, docs: list.docs.map((car) => (car.id === saved.id ? saved : car)) } : list,
      )
      queryClient.setQueryData(adminQueries.car(saved.id), saved)
      await queryClient.invalidateQueries({ queryKey: carsQueryRoot })
    },
    // A refused change (a stale version above all) shows the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: adminQueries.carList() }),
  })
}

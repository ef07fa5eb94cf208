import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CarRecord } from '@autosalone/domain/car-record'
import type { CarPayload } from '@autosalone/domain/car-input-schema'
import { useAdminClient } from '@/panel/api/admin-client'
import { carKeys, adminCarKeys } from '@/lib/query-keys'

export interface SaveCarVariables {
  /** null creates a car */
  id: number | null
  payload: CarPayload
  /** the `updatedAt` of the car this form was edited from: a car changed since answers 409 */
  version?: string
}

/** Creates or updates a car, then refreshes the panel's and the public car lists. */
export function useSaveCar() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()

  return useMutation({
    mutationFn: ({ id, payload, version }: SaveCarVariables) =>
      id === null
        ? request<CarRecord>('/api/admin/cars', { method: 'POST', body: payload })
        : request<CarRecord>(`/api/admin/cars/${id}`, { method: 'PUT', body: { ...payload, version } }),
    onSuccess: async (car) => {
      queryClient.setQueryData(adminCarKeys.detail(car.id), car)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCarKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: carKeys.all() }),
      ])
    },
  })
}

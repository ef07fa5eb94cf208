import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { carRecordSchema, type CarRecord } from '@autosalone/domain/car-record'
import type { CarPayload } from '@autosalone/domain/car-input-schema'
import { useAdminClient, type AdminClient } from '@/panel/api/admin-client'
import { carKeys, adminCarKeys } from '@/lib/query-keys'

export interface SaveCarVariables {
  /** null creates a car */
  id: number | null
  payload: CarPayload
  /** the `updatedAt` of the car this form was edited from: a car changed since answers 409 */
  version?: string
}

/** `POST /api/admin/cars` or `PUT /api/admin/cars/{id}`: the saved car's record. */
export async function saveCar(
  { request }: AdminClient,
  { id, payload, version }: SaveCarVariables,
): Promise<CarRecord> {
  const [method, path] =
    id === null ? (['POST', '/api/admin/cars'] as const) : (['PUT', `/api/admin/cars/${id}`] as const)
  const answer = await request<unknown>(path, { method, body: id === null ? payload : { ...payload, version } })
  return readAnswer(carRecordSchema, answer, `${method} ${path}`)
}

/** Creates or updates a car, then refreshes the panel's and the public car lists. */
export function useSaveCar() {
  const client = useAdminClient()
  const queryClient = useQueryClient()

  return useMutation({
    mutationFn: (variables: SaveCarVariables) => saveCar(client, variables),
    onSuccess: async (car) => {
      queryClient.setQueryData(adminCarKeys.detail(car.id), car)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCarKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: carKeys.all() }),
      ])
    },
  })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { carRecordSchema, type CarRecord } from '@autosalone/domain/car-record'
import { useAdminClient, type AdminClient } from '@/panel/api/admin-client'
import { adminCarKeys } from '@/lib/query-keys'

/** `GET /api/admin/cars/{id}`: the car's record, with the fields answered to the dealer only. */
export async function getAdminCar({ request }: AdminClient, id: number): Promise<CarRecord> {
  const path = `/api/admin/cars/${id}`
  return readAnswer(carRecordSchema, await request<unknown>(path), `GET ${path}`)
}

export function adminCarQueryOptions(client: AdminClient, id: number) {
  return queryOptions({ queryKey: adminCarKeys.detail(id), queryFn: () => getAdminCar(client, id) })
}

/** One car for the edit form; `id` null in create mode, where nothing is fetched. */
export function useAdminCar(id: number | null) {
  const client = useAdminClient()
  return useQuery({ ...adminCarQueryOptions(client, id ?? 0), enabled: id !== null })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CarRecord } from '@autosalone/domain/car-record'
import { useAdminClient, type AdminClient } from '@/panel/api/admin-client'
import { adminCarKeys } from '@/lib/query-keys'

export function adminCarQueryOptions({ request }: AdminClient, id: number) {
  return queryOptions({
    queryKey: adminCarKeys.detail(id),
    queryFn: () => request<CarRecord>(`/api/admin/cars/${id}`),
  })
}

/** One car for the edit form; `id` null in create mode, where nothing is fetched. */
export function useAdminCar(id: number | null) {
  const client = useAdminClient()
  return useQuery({ ...adminCarQueryOptions(client, id ?? 0), enabled: id !== null })
}

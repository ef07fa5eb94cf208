import { useQuery } from '@tanstack/react-query'
import type { CarRecord } from '@autosalone/domain/car-record'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminCarKeys } from '@/lib/query-keys'

/** A deleted car, with the day it goes for good. */
export type TrashedCar = CarRecord & { deletedAt: string; purgeAt: string }

/** The deleted cars, last deleted first. */
export function useTrashedCars() {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: adminCarKeys.trash(),
    queryFn: () => request<{ docs: TrashedCar[] }>('/api/admin/trash'),
  })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { trashedCarsAnswerSchema, type TrashedCarsAnswer } from '@autosalone/domain/car-trash'
import type { ApiClient } from '@/lib/api-client'
import { adminCarKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

const TRASH_PATH = '/api/admin/trash'

/** `GET /api/admin/trash`: the deleted cars, last deleted first. */
export const getTrashedCars = async (request: ApiClient): Promise<TrashedCarsAnswer> =>
  readAnswer(trashedCarsAnswerSchema, await request<unknown>(TRASH_PATH), `GET ${TRASH_PATH}`)

export function trashedCarsQueryOptions(request: ApiClient) {
  return queryOptions({ queryKey: adminCarKeys.trash(), queryFn: () => getTrashedCars(request) })
}

export function useTrashedCars() {
  const { request } = useAdminClient()
  return useQuery(trashedCarsQueryOptions(request))
}

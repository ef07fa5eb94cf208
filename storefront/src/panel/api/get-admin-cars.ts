import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  adminCarListSearch,
  LIST_PAGE_SIZE,
  type AdminCarListQuery,
} from '@autosalone/domain/admin-car-list/list-query'
import { adminCarListAnswerSchema, type AdminCarListAnswer } from '@autosalone/domain/admin-car-list/list-answer'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient, type AdminClient } from './admin-client'
import { adminCarKeys } from '@/lib/query-keys'

/** The list as it opens: the newest cars, first page. */
export const firstListPage: AdminCarListQuery = { page: 1, limit: LIST_PAGE_SIZE, q: '', status: 'all', sort: 'newest' }

export async function getAdminCars(request: ApiClient, query: AdminCarListQuery): Promise<AdminCarListAnswer> {
  return adminCarListAnswerSchema.parse(await request<unknown>(`/api/admin/cars${adminCarListSearch(query)}`))
}

/** One page of the panel's list; the first page also proves the session is valid. */
export function adminCarsQueryOptions({ request }: AdminClient, query: AdminCarListQuery = firstListPage) {
  return queryOptions({
    queryKey: adminCarKeys.list(query),
    queryFn: () => getAdminCars(request, query),
  })
}

/** The page asked for; while the next one loads, the page before stays on screen. */
export function useAdminCars(query: AdminCarListQuery = firstListPage) {
  return useQuery({ ...adminCarsQueryOptions(useAdminClient(), query), placeholderData: keepPreviousData })
}

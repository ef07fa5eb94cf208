import { queryOptions, useQuery } from '@tanstack/react-query'
import { searchAlertDemandAnswer } from '@autosalone/domain/search-alerts/alert-rules'
import type { ApiClient } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/search-alerts/demand`: confirmed people per saved search, most wanted first. */
export const getSearchDemand = async (request: ApiClient) =>
  searchAlertDemandAnswer.parse(await request<unknown>('/api/admin/search-alerts/demand'))

export function searchDemandQueryOptions(request: ApiClient) {
  return queryOptions({ queryKey: adminKeys.searchDemand(), queryFn: () => getSearchDemand(request) })
}

export function useSearchDemand() {
  const { request } = useAdminClient()
  return useQuery(searchDemandQueryOptions(request))
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { searchAlertDemandAnswer } from '@autosalone/domain/search-alerts/alert-rules'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminQueries } from '@/panel/api/admin-queries'

export const searchDemandKeys = {
  all: () => [...adminQueries.all(), 'search-demand'] as const,
}

export function searchDemandQueryOptions(request: ApiClient) {
  return queryOptions({
    queryKey: searchDemandKeys.all(),
    queryFn: async () => searchAlertDemandAnswer.parse(await request<unknown>('/api/admin/search-alerts/demand')),
  })
}

/** `GET /api/admin/search-alerts/demand`: confirmed people per saved search, most wanted first. */
export function useSearchDemand() {
  const { request } = useAdminClient()
  return useQuery(searchDemandQueryOptions(request))
}

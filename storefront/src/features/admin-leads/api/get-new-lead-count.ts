import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { newLeadCountSchema } from '@autosalone/domain/leads/admin-lead-answer'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/leads/new-count`. */
export const getNewLeadCount = async (request: ApiClient) =>
  readAnswer(newLeadCountSchema, await request('/api/admin/leads/new-count'), 'GET /api/admin/leads/new-count')

export function newLeadCountQueryOptions(request: ApiClient) {
  return queryOptions({
    queryKey: leadKeys.newCount(),
    queryFn: () => getNewLeadCount(request),
    refetchInterval: 60_000,
  })
}

/** The count of new requests in the panel's header, refreshed every minute while the panel is open. */
export function useNewLeadCount() {
  const { request } = useAdminClient()
  return useQuery(newLeadCountQueryOptions(request))
}

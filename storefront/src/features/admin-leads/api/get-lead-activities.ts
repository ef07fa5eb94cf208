import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { leadActivitiesAnswer } from '@autosalone/domain/leads/lead-desk'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/leads/:id/activities`: a request's calls, notes and status changes, newest first. */
export const getLeadActivities = async (request: ApiClient, id: number) => {
  const path = `/api/admin/leads/${id}/activities`
  return readAnswer(leadActivitiesAnswer, await request(path), `GET ${path}`).docs
}

export function leadActivitiesQueryOptions(request: ApiClient, id: number) {
  return queryOptions({ queryKey: leadKeys.activities(id), queryFn: () => getLeadActivities(request, id) })
}

export function useLeadActivities(id: number) {
  const { request } = useAdminClient()
  return useQuery(leadActivitiesQueryOptions(request, id))
}

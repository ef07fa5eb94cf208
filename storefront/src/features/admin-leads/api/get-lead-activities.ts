import { queryOptions, useQuery } from '@tanstack/react-query'
import { leadActivitiesAnswer } from '@autosalone/domain/leads/lead-desk'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/leads/:id/activities`: a request's calls, notes and status changes, newest first. */
export const getLeadActivities = async (request: ApiClient, id: number) =>
  leadActivitiesAnswer.parse(await request(`/api/admin/leads/${id}/activities`)).docs

export function leadActivitiesQueryOptions(request: ApiClient, id: number) {
  return queryOptions({ queryKey: leadKeys.activities(id), queryFn: () => getLeadActivities(request, id) })
}

export function useLeadActivities(id: number) {
  const { request } = useAdminClient()
  return useQuery(leadActivitiesQueryOptions(request, id))
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'
import { filterQuery, type LeadFilters } from '../lead-filters'
import type { LeadPage } from './lead-answers'

/** `GET /api/admin/leads`: the inbox's page for its filters. */
export const getLeads = (request: ApiClient, filters: LeadFilters) =>
  request<LeadPage>(`/api/admin/leads${filterQuery(filters)}`)

export function leadsQueryOptions(request: ApiClient, filters: LeadFilters) {
  return queryOptions({
    queryKey: leadKeys.list(filters),
    queryFn: () => getLeads(request, filters),
    placeholderData: keepPreviousData,
  })
}

export function useLeads(filters: LeadFilters) {
  const { request } = useAdminClient()
  return useQuery(leadsQueryOptions(request, filters))
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { leadPageSchema } from '@autosalone/domain/leads/admin-lead-answer'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'
import { filterQuery, type LeadFilters } from '../lead-filters'

/** `GET /api/admin/leads`: the inbox's page for its filters. */
export const getLeads = async (request: ApiClient, filters: LeadFilters) => {
  const path = `/api/admin/leads${filterQuery(filters)}`
  return readAnswer(leadPageSchema, await request(path), `GET ${path}`)
}

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

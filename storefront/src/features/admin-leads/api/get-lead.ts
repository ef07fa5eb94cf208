import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'
import type { AdminLead } from './lead-answers'

/** `GET /api/admin/leads/:id`: one request with its photos. */
export const getLead = (request: ApiClient, id: number) => request<AdminLead>(`/api/admin/leads/${id}`)

export function leadQueryOptions(request: ApiClient, id: number) {
  return queryOptions({ queryKey: leadKeys.detail(id), queryFn: () => getLead(request, id) })
}

export function useLead(id: number) {
  const { request } = useAdminClient()
  return useQuery(leadQueryOptions(request, id))
}

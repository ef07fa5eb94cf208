import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { adminLeadSchema } from '@autosalone/domain/leads/admin-lead-answer'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/leads/:id`: one request with its photos. */
export const getLead = async (request: ApiClient, id: number) => {
  const path = `/api/admin/leads/${id}`
  return readAnswer(adminLeadSchema, await request(path), `GET ${path}`)
}

export function leadQueryOptions(request: ApiClient, id: number) {
  return queryOptions({ queryKey: leadKeys.detail(id), queryFn: () => getLead(request, id) })
}

export function useLead(id: number) {
  const { request } = useAdminClient()
  return useQuery(leadQueryOptions(request, id))
}

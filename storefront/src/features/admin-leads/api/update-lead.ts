import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { adminLeadSchema } from '@autosalone/domain/leads/admin-lead-answer'
import type { LeadStatus } from '@autosalone/domain/leads/lead-rules'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** What the dealer changes on a request (PATCH /api/admin/leads/:id). */
export interface LeadChanges {
  status?: LeadStatus
  notes?: string
  assignedTo?: number | null
  remindOn?: string | null
  soldCar?: number | null
  markCarSold?: boolean
}

export const updateLead = async (request: ApiClient, id: number, changes: LeadChanges) => {
  const path = `/api/admin/leads/${id}`
  return readAnswer(adminLeadSchema, await request(path, { method: 'PATCH', body: changes }), `PATCH ${path}`)
}

export function useUpdateLead(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: LeadChanges) => updateLead(request, id, changes),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(id), lead)
      void queryClient.invalidateQueries({ queryKey: leadKeys.all() })
    },
  })
}

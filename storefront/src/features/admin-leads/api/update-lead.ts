import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LeadStatus } from '@autosalone/domain/leads/lead-rules'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'
import type { AdminLead } from './lead-answers'

/** What the dealer changes on a request (PATCH /api/admin/leads/:id). */
export interface LeadChanges {
  status?: LeadStatus
  notes?: string
  assignedTo?: number | null
  remindOn?: string | null
  soldCar?: number | null
  markCarSold?: boolean
}

export const updateLead = (request: ApiClient, id: number, changes: LeadChanges) =>
  request<AdminLead>(`/api/admin/leads/${id}`, { method: 'PATCH', body: changes })

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

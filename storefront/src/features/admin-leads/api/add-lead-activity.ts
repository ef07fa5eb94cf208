import { useMutation, useQueryClient } from '@tanstack/react-query'
import { leadActivityAnswer } from '@autosalone/domain/leads/lead-desk'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

export interface NewLeadActivity {
  kind: 'chiamata' | 'nota'
  note: string
}

/** `POST /api/admin/leads/:id/activities`: a call or a note on a request. */
export const addLeadActivity = async (request: ApiClient, id: number, entry: NewLeadActivity) =>
  leadActivityAnswer.parse(await request(`/api/admin/leads/${id}/activities`, { method: 'POST', body: entry }))

export function useAddLeadActivity(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entry: NewLeadActivity) => addLeadActivity(request, id, entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.activities(id) }),
  })
}

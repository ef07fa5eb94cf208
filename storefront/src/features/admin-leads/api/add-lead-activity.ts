import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { leadActivityAnswer } from '@autosalone/domain/leads/lead-desk'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

export interface NewLeadActivity {
  kind: 'chiamata' | 'nota'
  note: string
}

/** `POST /api/admin/leads/:id/activities`: a call or a note on a request. */
export const addLeadActivity = async (request: ApiClient, id: number, entry: NewLeadActivity) => {
  const path = `/api/admin/leads/${id}/activities`
  return readAnswer(leadActivityAnswer, await request(path, { method: 'POST', body: entry }), `POST ${path}`)
}

export function useAddLeadActivity(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entry: NewLeadActivity) => addLeadActivity(request, id, entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.activities(id) }),
  })
}

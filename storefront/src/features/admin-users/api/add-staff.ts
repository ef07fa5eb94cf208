import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { staffUserWithPassword, type NewStaffUserInput } from '@autosalone/domain/staff/staff-users'
import type { ApiClient } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `POST /api/admin/users`: answers the new account with its first password. */
export const addStaff = async (request: ApiClient, input: NewStaffUserInput) =>
  readAnswer(
    staffUserWithPassword,
    await request('/api/admin/users', { method: 'POST', body: input }),
    'POST /api/admin/users',
  )

export function useAddStaff() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewStaffUserInput) => addStaff(request, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staffUsers() }),
  })
}

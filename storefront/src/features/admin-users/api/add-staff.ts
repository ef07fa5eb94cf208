import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewStaffUserInput, StaffUserWithPassword } from '@autosalone/domain/staff/staff-users'
import type { ApiClient } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `POST /api/admin/users`: answers the new account with its first password. */
export const addStaff = (request: ApiClient, input: NewStaffUserInput) =>
  request<StaffUserWithPassword>('/api/admin/users', { method: 'POST', body: input })

export function useAddStaff() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewStaffUserInput) => addStaff(request, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staffUsers() }),
  })
}

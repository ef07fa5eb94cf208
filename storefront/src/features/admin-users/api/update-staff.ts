import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { staffUserUpdateAnswer, type StaffUserPatch } from '@autosalone/domain/staff/staff-users'
import type { ApiClient } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `PATCH /api/admin/users/:id`: with `password: true` the answer carries the new password. */
export const updateStaff = async (request: ApiClient, id: number, patch: StaffUserPatch) => {
  const path = `/api/admin/users/${id}`
  return readAnswer(staffUserUpdateAnswer, await request(path, { method: 'PATCH', body: patch }), `PATCH ${path}`)
}

export function useUpdateStaff() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: StaffUserPatch }) => updateStaff(request, id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staffUsers() }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StaffUser, StaffUserPatch } from '@autosalone/domain/staff/staff-users'
import type { ApiClient } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `PATCH /api/admin/users/:id`: with `password: true` the answer carries the new password. */
export const updateStaff = (request: ApiClient, id: number, patch: StaffUserPatch) =>
  request<StaffUser & { password?: string }>(`/api/admin/users/${id}`, { method: 'PATCH', body: patch })

export function useUpdateStaff() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: StaffUserPatch }) => updateStaff(request, id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staffUsers() }),
  })
}

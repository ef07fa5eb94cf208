import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  NewStaffUserInput,
  StaffUser,
  StaffUserPatch,
  StaffUserWithPassword,
} from '@autosalone/domain/staff/staff-users'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminKeys } from '@/lib/query-keys'

/** `POST /api/admin/users`: answers the new account with its first password. */
export function useAddStaff() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewStaffUserInput) =>
      request<StaffUserWithPassword>('/api/admin/users', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staffUsers() }),
  })
}

/** `PATCH /api/admin/users/:id`: with `password: true` the answer carries the new password. */
export function useUpdateStaff() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: StaffUserPatch }) =>
      request<StaffUser & { password?: string }>(`/api/admin/users/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staffUsers() }),
  })
}

/** `POST /api/admin/me/password`. */
export function useChangeOwnPassword() {
  const { request } = useAdminClient()
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      request<unknown>('/api/admin/me/password', { method: 'POST', body }),
  })
}

/** `POST /api/admin/me/logout-all`: this session ends too. */
export function useLogoutEverywhere() {
  const { request } = useAdminClient()
  return useMutation({
    mutationFn: () => request<unknown>('/api/admin/me/logout-all', { method: 'POST', sessionCall: true }),
  })
}

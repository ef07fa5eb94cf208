import { useMutation } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from '@/panel/api/admin-client'

export interface PasswordChange {
  currentPassword: string
  newPassword: string
}

/** `POST /api/admin/me/password`. */
export const changeOwnPassword = (request: ApiClient, body: PasswordChange) =>
  request<unknown>('/api/admin/me/password', { method: 'POST', body })

export function useChangeOwnPassword() {
  const { request } = useAdminClient()
  return useMutation({ mutationFn: (body: PasswordChange) => changeOwnPassword(request, body) })
}

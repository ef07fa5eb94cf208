import { useMutation } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from '@/panel/api/admin-client'

/** `POST /api/admin/me/logout-all`: this session ends too. */
export const logoutEverywhere = (request: ApiClient) =>
  request<unknown>('/api/admin/me/logout-all', { method: 'POST', sessionCall: true })

export function useLogoutEverywhere() {
  const { request } = useAdminClient()
  return useMutation({ mutationFn: () => logoutEverywhere(request) })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAdminClient } from '@/panel/api/admin-client'
import { sessionMarker } from '@/panel/session-marker'
import { adminKeys } from '@/lib/query-keys'

export interface Credentials {
  username: string
  password: string
}

/** Signs in; the server sets the session cookie (the same session as the /cms console). */
export function useLogin() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()

  return useMutation({
    mutationFn: (credentials: Credentials) =>
      // the answer names the account; the panel asks `/api/users/me` for it once signed in
      request<unknown>('/api/admin/login', { method: 'POST', body: credentials, sessionCall: true }),
    onSuccess: () => {
      sessionMarker.set()
      queryClient.removeQueries({ queryKey: adminKeys.all() })
    },
  })
}

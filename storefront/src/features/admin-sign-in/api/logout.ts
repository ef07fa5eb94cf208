import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAdminClient } from '@/panel/api/admin-client'
import { sessionMarker } from '@/panel/session-marker'
import { adminKeys } from '@/lib/query-keys'

/** Ends the session; whatever the answer, the panel's cached data is dropped. */
export function useLogout() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()

  return useMutation({
    mutationFn: () => request<unknown>('/api/admin/logout', { method: 'POST', sessionCall: true }),
    onSettled: () => {
      sessionMarker.clear()
      queryClient.removeQueries({ queryKey: adminKeys.all() })
    },
  })
}

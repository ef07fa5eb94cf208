import { useQuery } from '@tanstack/react-query'
import type { AdminUser } from '@/panel/types'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminKeys } from '@/lib/query-keys'

/** The dealer this browser is signed in as, or null: asked without treating "nobody" as an expired session. */
export function useSignedInUser() {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: adminKeys.me(),
    queryFn: async () => (await request<{ user: AdminUser | null }>('/api/users/me', { sessionCall: true })).user,
    retry: false,
  })
}

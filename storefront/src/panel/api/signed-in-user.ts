import { useQuery } from '@tanstack/react-query'
import type { AdminUser } from '@/panel/types'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminQueries } from '@/panel/api/admin-queries'

/** The dealer this browser is signed in as, or null: asked without treating "nobody" as an expired session. */
export function useSignedInUser() {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: [...adminQueries.all(), 'me'],
    queryFn: async () => (await request<{ user: AdminUser | null }>('/api/users/me', { sessionCall: true })).user,
    retry: false,
  })
}

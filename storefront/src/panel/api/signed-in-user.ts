import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import type { AdminUser } from '@/panel/types'
import { useAdminClient } from './admin-client'

/** `GET /api/users/me`: asked without treating "nobody" as an expired session. */
export const getSignedInUser = async (request: ApiClient) =>
  (await request<{ user: AdminUser | null }>('/api/users/me', { sessionCall: true })).user

export function signedInUserQueryOptions(request: ApiClient) {
  return queryOptions({ queryKey: adminKeys.me(), queryFn: () => getSignedInUser(request), retry: false })
}

/** The dealer this browser is signed in as, or null. */
export function useSignedInUser() {
  const { request } = useAdminClient()
  return useQuery(signedInUserQueryOptions(request))
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { signedInUserAnswer } from '@autosalone/domain/staff/staff-users'
import type { ApiClient } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { useAdminClient } from './admin-client'

/** `GET /api/users/me`: asked without treating "nobody" as an expired session. */
export const getSignedInUser = async (request: ApiClient) =>
  readAnswer(signedInUserAnswer, await request('/api/users/me', { sessionCall: true }), 'GET /api/users/me').user

export function signedInUserQueryOptions(request: ApiClient) {
  return queryOptions({ queryKey: adminKeys.me(), queryFn: () => getSignedInUser(request), retry: false })
}

/** The dealer this browser is signed in as, or null. */
export function useSignedInUser() {
  const { request } = useAdminClient()
  return useQuery(signedInUserQueryOptions(request))
}

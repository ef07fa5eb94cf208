import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { staffUsersAnswer } from '@autosalone/domain/staff/staff-users'
import type { ApiClient } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { useAdminClient } from './admin-client'

/** `GET /api/admin/users`: every staff account. */
export const getStaffUsers = async (request: ApiClient) =>
  readAnswer(staffUsersAnswer, await request('/api/admin/users'), 'GET /api/admin/users').docs

export function staffUsersQueryOptions(request: ApiClient) {
  return queryOptions({ queryKey: adminKeys.staffUsers(), queryFn: () => getStaffUsers(request) })
}

/** The owner only: the query waits for `enabled`. */
export function useStaffUsers(enabled = true) {
  const { request } = useAdminClient()
  return useQuery({ ...staffUsersQueryOptions(request), enabled })
}

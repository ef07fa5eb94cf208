import { useQuery } from '@tanstack/react-query'
import type { StaffUser } from '@autosalone/domain/staff/staff-users'
import { useAdminClient } from './admin-client'
import { adminKeys } from '@/lib/query-keys'

/** `GET /api/admin/users`: every staff account (the owner only: the query waits for `enabled`). */
export function useStaffUsers(enabled = true) {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: adminKeys.staffUsers(),
    queryFn: async () => (await request<{ docs: StaffUser[] }>('/api/admin/users')).docs,
    enabled,
  })
}

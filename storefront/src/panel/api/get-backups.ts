import { queryOptions, useQuery } from '@tanstack/react-query'
import { backupListAnswer } from '@autosalone/domain/backups/backup-list'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from './admin-client'
import { adminKeys } from '@/lib/query-keys'

export function backupsQueryOptions(request: ApiClient) {
  return queryOptions({
    queryKey: adminKeys.backups(),
    queryFn: async () => backupListAnswer.parse(await request<unknown>('/api/admin/backups')),
  })
}

/** The kept backup archives, newest first. */
export function useBackups() {
  const { request } = useAdminClient()
  return useQuery(backupsQueryOptions(request))
}

/** Where the browser downloads one archive (a plain link: the session cookie goes with it). */
export const backupDownloadPath = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`

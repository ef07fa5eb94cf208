import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { auditLogPage, type AuditLogPage } from '@autosalone/domain/audit/audit-log'
import type { ApiClient } from '@/lib/api-client'
import { auditLogKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'
import { auditLogSearch, type AuditLogFilters } from '../audit-log-filters'

/** `GET /api/admin/audit-log`: a page of the log for its filters. */
export async function getAuditLog(request: ApiClient, filters: AuditLogFilters): Promise<AuditLogPage> {
  const path = `/api/admin/audit-log${auditLogSearch(filters)}`
  return readAnswer(auditLogPage, await request<unknown>(path), `GET ${path}`)
}

export function auditLogQueryOptions(request: ApiClient, filters: AuditLogFilters) {
  return queryOptions({
    queryKey: auditLogKeys.list(filters),
    queryFn: () => getAuditLog(request, filters),
    // The page in view stays while the next one loads.
    placeholderData: keepPreviousData,
  })
}

/** `GET /api/admin/audit-log`: one page of the owner's audit log, newest first. */
export function useAuditLog(filters: AuditLogFilters) {
  const { request } = useAdminClient()
  return useQuery(auditLogQueryOptions(request, filters))
}

import { auditAction, type AuditAction } from '@autosalone/domain/audit/audit-log'

/** The page's filters, kept in its address so a filtered view can be bookmarked and shared. */
export interface AuditLogFilters {
  page: number
  action?: AuditAction
  user?: number
}

const wholeNumber = (value: string | null) => (value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined)

/** The filters in an address's query; anything the server would refuse is left out. */
export function auditLogFilters(params: URLSearchParams): AuditLogFilters {
  const action = auditAction.safeParse(params.get('action'))
  const user = wholeNumber(params.get('user'))
  return {
    page: wholeNumber(params.get('page')) ?? 1,
    ...(action.success ? { action: action.data } : {}),
    ...(user ? { user } : {}),
  }
}

/** The query string for the server and the address alike (`?page=2&action=auth.signInFailed`). */
export function auditLogSearch(filters: AuditLogFilters): string {
  const params = new URLSearchParams()
  if (filters.page > 1) params.set('page', String(filters.page))
  if (filters.action) params.set('action', filters.action)
  if (filters.user) params.set('user', String(filters.user))
  const query = params.toString()
  return query ? `?${query}` : ''
}

import type { LeadStatus, LeadType } from '@autosalone/domain/leads/lead-rules'

export interface LeadFilters {
  type?: LeadType
  status?: LeadStatus
  /** 'Le mie richieste': only those assigned to the signed-in account */
  mine?: boolean
  /** 'Da richiamare oggi': a reminder today or earlier, not closed */
  due?: boolean
}

/** The query string of the inbox's filters, shared by the list and the CSV export. */
export function filterQuery(filters: LeadFilters): string {
  const params = new URLSearchParams()
  if (filters.type) params.set('type', filters.type)
  if (filters.status) params.set('status', filters.status)
  if (filters.mine) params.set('mine', '1')
  if (filters.due) params.set('due', '1')
  const query = params.toString()
  return query ? `?${query}` : ''
}

import { CONTACT_PREFERENCES, LEAD_TYPES, type ContactPreference, type LeadType } from './lead-rules.ts'
import type { LeadInput } from './lead-input.ts'

/**
 * What the confirmation page repeats of a request: its kind, the page it was sent from, the day
 * and time of a test drive and how the visitor wants to be reached. Nothing that names the
 * visitor: it travels in the confirmation page's address.
 */
export interface LeadSummary {
  type: LeadType
  page: string | null
  date: string | null
  time: string | null
  contact: ContactPreference | null
}

/** The confirmation page's query for a stored request ('?tipo=test-drive&giorno=...'). */
export function leadSummaryParams(input: Pick<LeadInput, 'type' | 'page' | 'preferredContact' | 'details'>): string {
  const query = new URLSearchParams({ tipo: input.type })
  if (input.page !== '/') query.set('pagina', input.page)
  const { date, time } = input.details
  if (typeof date === 'string' && typeof time === 'string') {
    query.set('giorno', date)
    query.set('ora', time)
  }
  query.set('contatto', input.preferredContact)
  return query.toString()
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null

/** The summary in a confirmation page's address; anything malformed is left out. */
export function readLeadSummary(search: URLSearchParams): LeadSummary | null {
  const type = oneOf(search.get('tipo'), LEAD_TYPES)
  if (!type) return null
  const page = search.get('pagina')
  const date = search.get('giorno')
  const time = search.get('ora')
  const validDay = date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) && time !== null && /^\d{2}:\d{2}$/.test(time)
  return {
    type,
    page: page && /^\/(?![/\\])[\w\-/]{0,200}$/.test(page) ? page : null,
    date: validDay ? date : null,
    time: validDay ? time : null,
    contact: oneOf(search.get('contatto'), CONTACT_PREFERENCES),
  }
}

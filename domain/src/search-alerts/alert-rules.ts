import { z } from 'zod'

import {
  filterOrder,
  inventorySearchParams,
  maxFilterTextLength,
  parseInventoryFilters,
  type InventoryFilters,
} from '../inventory-filters'
import { SEARCH_ALERT_LIMITS } from './alert-limits'

export { SEARCH_ALERT_FORM_ID, SEARCH_ALERT_HONEYPOT, SEARCH_ALERT_LIMITS, SEARCH_ALERT_PATHS } from './alert-limits'

/** The sign-up's fields besides the filters (named like the inventory's query string). */
const signUpFields = z.object({
  email: z
    .string()
    .trim()
    .max(SEARCH_ALERT_LIMITS.emailChars, 'tooLong')
    .pipe(z.email('invalidEmail'))
    .transform((email) => email.toLowerCase()),
  privacy: z.literal(['on', 'true', '1'], 'privacyRequired'),
  language: z.enum(['it', 'en']).catch('it'),
})

export interface SearchAlertSignUp {
  email: string
  language: 'it' | 'en'
  filters: InventoryFilters
  /** The filters in their canonical query string: the same search always gives the same text. */
  query: string
}

export type SearchAlertField = 'email' | 'privacy' | 'filters'
export interface SearchAlertFieldError {
  field: SearchAlertField
  code: string
}

const FILTER_NAMES = new Set<string>(filterOrder)

/**
 * A sign-up from the form's fields (texts). The filters are read as the inventory reads its
 * address, then the order is dropped (it changes no match); a filter given but not understood
 * is refused rather than widened into a broader search than the visitor saw.
 */
export function parseSearchAlertSignUp(
  fields: Record<string, unknown>,
): { signUp: SearchAlertSignUp } | { errors: SearchAlertFieldError[] } {
  const errors: SearchAlertFieldError[] = []
  const parsed = signUpFields.safeParse(fields)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'privacy' ? 'privacy' : 'email'
      if (!errors.some((error) => error.field === field)) errors.push({ field, code: issue.message })
    }
  }
  const given = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    if (!FILTER_NAMES.has(name) || name === 'sort' || typeof value !== 'string' || value.trim() === '') continue
    if (value.length > maxFilterTextLength) errors.push({ field: 'filters', code: 'tooLong' })
    given.set(name, value)
  }
  const filters = parseInventoryFilters(given)
  delete filters.sort
  const understood = inventorySearchParams(filters)
  if ([...given.keys()].some((name) => !understood.has(name)) && !errors.some((e) => e.field === 'filters')) {
    errors.push({ field: 'filters', code: 'invalidFilter' })
  }
  if (errors.length > 0 || !parsed.success) return { errors }
  const { email, language } = parsed.data
  return { signUp: { email, language, filters, query: understood.toString() } }
}

/** `POST /api/search-alerts/subscribe` with `Accept: application/json`: stored, the confirmation on its way. */
export const searchAlertSignUpAnswer = z.object({ ok: z.literal(true) })

/** `GET /api/search-alerts/manage?token=`: the alerts of the address the token was sent to. */
export const searchAlertManageAnswer = z.object({
  alerts: z.array(z.object({ id: z.number(), query: z.string(), confirmed: z.boolean(), createdAt: z.string() })),
})
export type SearchAlertManageAnswer = z.infer<typeof searchAlertManageAnswer>

/** `GET /api/admin/search-alerts/demand`: confirmed people per search, most wanted first. */
export const searchAlertDemandAnswer = z.object({
  searches: z.array(z.object({ query: z.string(), people: z.number() })),
})
export type SearchAlertDemandAnswer = z.infer<typeof searchAlertDemandAnswer>

import { z } from 'zod'

import { CAR_STATUSES } from '../enums.ts'

/** The status filters of the panel's list: every car, or the cars in one status. */
export const LIST_STATUS_FILTERS = ['all', ...CAR_STATUSES] as const
export type ListStatusFilter = (typeof LIST_STATUS_FILTERS)[number]

/** The orders the panel's list offers. */
export const LIST_SORTS = ['newest', 'price-asc', 'price-desc', 'longest-in-stock'] as const
export type ListSort = (typeof LIST_SORTS)[number]

/** Rows per page when the client names none, and the most one page may ask for. */
export const LIST_PAGE_SIZE = 24
export const MAX_LIST_PAGE_SIZE = 100
/** Past this page the list is past any real stock; the bound keeps the offset cheap. */
export const MAX_LIST_PAGE = 10_000
/** The longest search text, in characters. */
export const MAX_LIST_SEARCH = 80
/** The most words of a search; each one is a condition on seven fields. */
export const MAX_LIST_SEARCH_WORDS = 6

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { message: `"${name}" deve essere un numero intero` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message: `"${name}" deve essere tra ${min} e ${max}` })

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { message: `"${name}" deve essere uno di: ${values.join(', ')}` })

/** `GET /api/admin/cars?page=&limit=&q=&status=&sort=`: every parameter optional, nothing else accepted. */
export const adminCarListQuerySchema = z
  .object({
    page: wholeNumber('page', 1, MAX_LIST_PAGE).default(1),
    limit: wholeNumber('limit', 1, MAX_LIST_PAGE_SIZE).default(LIST_PAGE_SIZE),
    q: z
      .string()
      .max(MAX_LIST_SEARCH, { message: `"q" può avere al massimo ${MAX_LIST_SEARCH} caratteri` })
      .default(''),
    status: oneOf('status', LIST_STATUS_FILTERS).default('all'),
    sort: oneOf('sort', LIST_SORTS).default('newest'),
  })
  .strict()

export type AdminCarListQuery = z.infer<typeof adminCarListQuerySchema>

export type ListQueryResult = { ok: true; query: AdminCarListQuery } | { ok: false; problem: string }

/**
 * Reads the list's query string: a parameter given twice, unknown or out of its bounds is a
 * problem with a sentence a person can act on (the endpoint answers it as a 400).
 */
export function parseAdminCarListQuery(params: URLSearchParams): ListQueryResult {
  const values: Record<string, string> = {}
  for (const [key, value] of params) {
    if (key in values) return { ok: false, problem: `"${key}" ripetuto` }
    values[key] = value
  }
  const parsed = adminCarListQuerySchema.safeParse(values)
  if (parsed.success) {
    const words = searchWords(parsed.data.q)
    if (words.length > MAX_LIST_SEARCH_WORDS)
      return { ok: false, problem: `"q" può avere al massimo ${MAX_LIST_SEARCH_WORDS} parole` }
    return { ok: true, query: parsed.data }
  }
  const issue = parsed.error.issues[0]
  if (issue?.code === 'unrecognized_keys') return { ok: false, problem: `Parametro non ammesso: "${issue.keys[0]}"` }
  return { ok: false, problem: issue?.message ?? 'Parametri non validi' }
}

/** The words of a search, each one to be found in some field of the car. */
export function searchWords(q: string): string[] {
  return q.split(/\s+/).filter(Boolean)
}

/** The query string of a list request, leaving the defaults out. */
export function adminCarListSearch(query: AdminCarListQuery): string {
  const params = new URLSearchParams()
  if (query.page !== 1) params.set('page', String(query.page))
  if (query.limit !== LIST_PAGE_SIZE) params.set('limit', String(query.limit))
  if (query.q.trim()) params.set('q', query.q.trim())
  if (query.status !== 'all') params.set('status', query.status)
  if (query.sort !== 'newest') params.set('sort', query.sort)
  const text = params.toString()
  return text ? `?${text}` : ''
}

import type { Endpoint } from 'payload'
import { z } from 'zod'

import {
  publicCarCountQuery,
  publicCarListQuery,
  publicCarQuery,
  publicPhotoListQuery,
  publicRouteQuery,
} from '@autosalone/domain/public-query'

/** Which of Payload's routes a guard stands in front of. */
export interface RouteOf {
  kind: 'collection' | 'global'
  slug: string
  endpoint: Pick<Endpoint, 'method' | 'path'>
}

const LISTS: Record<string, z.ZodType> = { cars: publicCarListQuery, media: publicPhotoListQuery }

/**
 * The query a caller without a session may send to this route (see
 * domain/public-query): the cars' list, count and record take the site's own
 * filters, sorts and selections; the photo list a page; every other route at
 * most a depth. Users and leads answer such callers 403 after this check.
 */
export function anonymousQuerySchema({ kind, slug, endpoint }: RouteOf): z.ZodType {
  if (kind === 'collection' && endpoint.method === 'get') {
    if (endpoint.path === '/') return LISTS[slug] ?? publicRouteQuery
    if (slug === 'cars' && endpoint.path === '/count') return publicCarCountQuery
    if (slug === 'cars' && endpoint.path === '/:id') return publicCarQuery
  }
  return publicRouteQuery
}

/** `['where', 'or', 0, 'brand']` as the query string writes it: `where[or][0][brand]`. */
function parameterName(path: PropertyKey[]): string {
  const [first, ...rest] = path.map(String)
  return `${first}${rest.map((part) => `[${part}]`).join('')}`
}

const italian = z.locales.it().localeError

/**
 * The issue that says most: a parameter the site never sends before a value
 * missing next to it (`where[brand][like]` is an unknown operator, not a
 * missing `equals`), and inside alternatives the one whose shape matched.
 */
function telling(issues: z.core.$ZodIssue[]): z.core.$ZodIssue {
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys')
  if (unknown) return unknown
  const [first] = issues
  if (first.code !== 'invalid_union' || first.errors.length === 0) return first
  const branch = first.errors.find((inner) => !inner.some((issue) => issue.code === 'unrecognized_keys'))
  const inner = telling(branch ?? first.errors[0])
  return { ...inner, path: [...first.path, ...inner.path] }
}

/**
 * What is wrong with the query string (as Payload parsed it) of a request
 * without a session, in one Italian sentence naming the parameter, or null
 * when the site itself could have sent it.
 */
export function anonymousQueryProblem(schema: z.ZodType, query: Record<string, unknown>): string | null {
  // Payload's token check writes `depth` back, `undefined` when the request had none.
  const sent = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
  const parsed = schema.safeParse(sent, { error: italian })
  if (parsed.success) return null
  const issue = telling(parsed.error.issues)
  if (issue.code === 'unrecognized_keys') {
    return (
      `Parametro "${parameterName([...issue.path, issue.keys[0]])}" non ammesso senza accesso: ` +
      'le richieste pubbliche accettano solo i filtri, gli ordinamenti e i campi che usa il sito'
    )
  }
  const name = issue.path.length ? parameterName(issue.path) : 'query'
  return `Parametro "${name}" non valido: ${issue.message}`
}

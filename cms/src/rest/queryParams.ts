import type { FlattenedField, SanitizedConfig } from 'payload'

import { jsonTextTooDeep } from '../lib/jsonDepth'
import { isPlainObject, whereProblem } from './queryWhere'
import { sortProblem } from './querySort'

/** The most records one page may ask for: the sitemap reads every available car in one page. */
export const MAX_LIMIT = 5000
export const MAX_PAGE = 1_000_000

/** The query parameters Payload's REST reads as booleans (payload/utilities/parseParams). */
const BOOLEAN_PARAMS = [
  'autosave',
  'draft',
  'trash',
  'overrideLock',
  'pagination',
  'flattenLocales',
  'publishAllLocales',
  'unpublishAllLocales',
]
const TEXT_PARAMS = ['locale', 'fallbackLocale', 'fallback-locale']

export interface QueryScope {
  config: SanitizedConfig
  /** The fields the route's records have (the version fields on a versions route). */
  fields: FlattenedField[]
}

function integerProblem(name: string, value: unknown, min: number, max: number): string | null {
  const valid = typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max
  return valid ? null : `Parametro "${name}" non valido: un numero intero da ${min} a ${max}`
}

function selectProblem(fields: FlattenedField[], select: unknown, param: string): string | null {
  if (!isPlainObject(select)) return `Parametro "${param}" non valido: usa ${param}[campo]=true`
  for (const [name, value] of Object.entries(select)) {
    const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
    if (!field && name !== 'id') return `Parametro "${param}" non valido: il campo "${name}" non esiste`
    if (value === 'true' || value === 'false') continue
    const nested = field && 'flattenedFields' in field ? field.flattenedFields : null
    const problem = nested ? selectProblem(nested, value, param) : `Parametro "${param}" non valido: true o false`
    if (problem) return problem
  }
  return null
}

function populateProblem(config: SanitizedConfig, populate: unknown): string | null {
  if (!isPlainObject(populate)) return 'Parametro "populate" non valido: usa populate[raccolta][campo]=true'
  for (const [slug, select] of Object.entries(populate)) {
    const collection = config.collections.find((candidate) => candidate.slug === slug)
    if (!collection) return `Parametro "populate" non valido: la raccolta "${slug}" non esiste`
    const problem = selectProblem(collection.flattenedFields, select, 'populate')
    if (problem) return problem
  }
  return null
}

function joinsProblem(fields: FlattenedField[], joins: unknown): string | null {
  if (!isPlainObject(joins)) return 'Parametro "joins" non valido: usa joins[campo]=false'
  for (const name of Object.keys(joins)) {
    if (!fields.some((field) => field.type === 'join' && field.name === name)) {
      return `Parametro "joins" non valido: "${name}" non è un campo di collegamento`
    }
  }
  return null
}

function dataProblem(data: unknown): string | null {
  try {
    if (typeof data === 'string' && !jsonTextTooDeep(data) && isPlainObject(JSON.parse(data))) return null
  } catch {
    // answered below
  }
  return 'Parametro "data" non valido: un oggetto JSON'
}

/**
 * What is wrong with the query string of a request to Payload's REST, as Payload
 * parsed it (`req.query`), before Payload acts on it: a repeated parameter, a
 * number out of range, a boolean that is not one, a filter, sort or selection
 * naming what the records do not have. Null when Payload can take it as it is.
 */
export function queryProblem(query: Record<string, unknown>, scope: QueryScope): string | null {
  const { config, fields } = scope
  for (const name of ['depth', 'limit', 'page', ...BOOLEAN_PARAMS, ...TEXT_PARAMS, 'data']) {
    if (Array.isArray(query[name]) || isPlainObject(query[name])) {
      return `Parametro "${name}" non valido: indicalo una volta sola, con un solo valore`
    }
  }
  const checks: [name: string, check: (value: unknown) => string | null][] = [
    ['depth', (value) => integerProblem('depth', value, 0, config.maxDepth)],
    ['limit', (value) => integerProblem('limit', value, 0, MAX_LIMIT)],
    ['page', (value) => integerProblem('page', value, 1, MAX_PAGE)],
    ...BOOLEAN_PARAMS.map((name): [string, (value: unknown) => string | null] => [
      name,
      (value) => (value === 'true' || value === 'false' ? null : `Parametro "${name}" non valido: true o false`),
    ]),
    ['where', (value) => whereProblem(config, fields, value)],
    ['sort', (value) => sortProblem(config, fields, value)],
    ['select', (value) => selectProblem(fields, value, 'select')],
    ['populate', (value) => populateProblem(config, value)],
    ['joins', (value) => joinsProblem(fields, value)],
    ['data', dataProblem],
  ]
  for (const [name, check] of checks) {
    // Payload's token check writes `depth` back, `undefined` when the request had none.
    if (query[name] === undefined) continue
    const problem = check(query[name])
    if (problem) return problem
  }
  return null
}

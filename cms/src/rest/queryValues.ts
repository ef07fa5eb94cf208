import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

import type { QueryTarget } from './queryPaths'

export const MAX_QUERY_TEXT = 500
export const MAX_QUERY_LIST = 500
/** The range of a PostgreSQL `integer`, the type of the `serial` ids. */
const INTEGER_MAX = 2_147_483_647

interface Check {
  expects: string
  accepts: (value: unknown) => boolean
}

const text: Check = {
  expects: `un testo di al massimo ${MAX_QUERY_TEXT} caratteri, senza caratteri nulli`,
  accepts: (value) =>
    (typeof value === 'string' && value.length <= MAX_QUERY_TEXT && !value.includes('\u0000')) ||
    (typeof value === 'number' && Number.isFinite(value)),
}

const NUMBER_LITERAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d{1,3})?$/i
const number: Check = {
  expects: 'un numero',
  accepts: (value) =>
    (typeof value === 'string' && value.length <= 32 && NUMBER_LITERAL.test(value) && Number.isFinite(Number(value))) ||
    (typeof value === 'number' && Number.isFinite(value)),
}

const recordId: Check = {
  expects: `un id: un numero intero fino a ${INTEGER_MAX}`,
  accepts: (value) => {
    const id = typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value
    return typeof id === 'number' && Number.isInteger(id) && Math.abs(id) <= INTEGER_MAX
  },
}

const date: Check = {
  expects: 'una data (per esempio 2024-05-31 o 2024-05-31T12:00:00Z)',
  accepts: (value) => {
    if (!(typeof value === 'string' && value.length <= 40) && typeof value !== 'number') return false
    const parsed = new Date(value)
    const year = parsed.getUTCFullYear()
    return !Number.isNaN(parsed.getTime()) && year >= 1 && year <= 9999
  },
}

const boolean: Check = {
  expects: 'true o false',
  accepts: (value) => value === 'true' || value === 'false' || typeof value === 'boolean',
}

function oneOf(values: string[]): Check {
  return {
    expects: `uno tra: ${values.join(', ')}`,
    accepts: (value) => typeof value === 'string' && values.includes(value),
  }
}

const anything: Check = { expects: 'un valore', accepts: (value) => value !== null && value !== undefined }

function idOf(collection: SanitizedCollectionConfig | undefined): Check {
  const custom = collection?.flattenedFields.find((field) => 'name' in field && field.name === 'id')
  if (!custom) return recordId
  return custom.type === 'number' ? number : text
}

function optionValues(field: FlattenedField): string[] {
  if (field.type !== 'select' && field.type !== 'radio') return []
  return field.options.map((option) => (typeof option === 'string' ? option : option.value))
}

function scalarCheck(target: QueryTarget): Check {
  if (target.kind === 'id') return recordId
  if (target.kind === 'relationTo') return oneOf(target.slugs)
  const { field, related } = target
  switch (field.type) {
    case 'number':
      return number
    case 'date':
      return date
    case 'checkbox':
      return boolean
    case 'select':
    case 'radio':
      return oneOf(optionValues(field))
    case 'relationship':
    case 'upload': {
      const id = idOf(related)
      // Payload reads the text `null` as "no record".
      return { expects: id.expects, accepts: (value) => value === 'null' || id.accepts(value) }
    }
    case 'point':
      return anything
    default:
      return text
  }
}

function listOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value as unknown[]
  // Payload splits a text on commas for `in`, `not_in` and `all`.
  if (typeof value === 'string') return value.split(',')
  if (typeof value === 'number') return [value]
  return null
}

/**
 * What is wrong with the value of `operator` on this target (its expectation,
 * as a sentence's end), or null when the database can take it.
 */
export function valueProblem(target: QueryTarget, operator: string, value: unknown): string | null {
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    operator !== 'within' &&
    operator !== 'intersects'
  ) {
    return 'un valore semplice, non un oggetto'
  }
  if (operator === 'exists') return boolean.accepts(value) ? null : boolean.expects
  const check = scalarCheck(target)
  if (operator === 'in' || operator === 'not_in') {
    const list = listOf(value)
    if (!list || list.length > MAX_QUERY_LIST) return `un elenco di al massimo ${MAX_QUERY_LIST} valori`
    return list.every((item) => check.accepts(item)) ? null : `un elenco in cui ogni valore è ${check.expects}`
  }
  if (Array.isArray(value)) return `un solo valore: ${check.expects}`
  if (operator === 'like' || operator === 'not_like' || operator === 'contains') {
    const relation = target.kind === 'field' && (target.field.type === 'upload' || target.field.type === 'relationship')
    const matched = relation ? check : text
    return matched.accepts(value) ? null : matched.expects
  }
  return check.accepts(value) ? null : check.expects
}

import type { FlattenedField, SanitizedConfig } from 'payload'
import { validOperatorSet } from 'payload/shared'

import { operatorsFor } from './queryOperators'
import { resolveQueryPath } from './queryPaths'
import { jsonTextTooDeep } from '../lib/jsonDepth'
import { valueProblem } from './queryValues'

/** Bounds on one filter, far above what the site and the console send. */
export const MAX_CONDITIONS = 100
export const MAX_NESTING = 5

const INVALID = 'Filtro non valido'

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

interface Walk {
  config: SanitizedConfig
  fields: FlattenedField[]
  conditions: number
}

function conditionProblem(walk: Walk, path: string, constraint: unknown): string | null {
  const resolved = resolveQueryPath(walk.config, walk.fields, path)
  if ('problem' in resolved) {
    return resolved.problem === 'virtual'
      ? `${INVALID}: il campo "${path}" non si può filtrare`
      : `${INVALID}: il campo "${path}" non esiste`
  }
  if (!isPlainObject(constraint) || Object.keys(constraint).length === 0) {
    return `${INVALID}: per "${path}" serve un operatore, per esempio where[${path}][equals]=valore`
  }
  const allowed = operatorsFor(resolved.target)
  for (const [operator, value] of Object.entries(constraint)) {
    walk.conditions += 1
    if (walk.conditions > MAX_CONDITIONS) return `${INVALID}: al massimo ${MAX_CONDITIONS} condizioni`
    if (!validOperatorSet.has(operator as never)) return `${INVALID}: l'operatore "${operator}" non esiste`
    if (!allowed.includes(operator)) {
      const choices = allowed.length ? ` (ammessi: ${allowed.join(', ')})` : ''
      return `${INVALID}: l'operatore "${operator}" non si applica al campo "${path}"${choices}`
    }
    const expects = valueProblem(resolved.target, operator, value)
    if (expects) return `${INVALID}: ${path} ${operator} vuole ${expects}`
  }
  return null
}

function whereObjectProblem(walk: Walk, where: unknown, nesting: number): string | null {
  if (!isPlainObject(where)) return `${INVALID}: ogni condizione è un oggetto { campo: { operatore: valore } }`
  if (nesting > MAX_NESTING) return `${INVALID}: al massimo ${MAX_NESTING} livelli di "and" e "or"`
  for (const [key, constraint] of Object.entries(where)) {
    const problem =
      key === 'and' || key === 'or'
        ? Array.isArray(constraint)
          ? constraint.reduce<string | null>(
              (found, item) => found ?? whereObjectProblem(walk, item, nesting + 1),
              null,
            )
          : `${INVALID}: "${key}" vuole un elenco di condizioni, per esempio where[${key}][0][campo][equals]=valore`
        : conditionProblem(walk, key, constraint)
    if (problem) return problem
  }
  return null
}

/**
 * What is wrong with a `where` of Payload's REST (the query-string object, or the
 * JSON text Payload also accepts) for these fields: an unknown or virtual field,
 * an operator the field type or the PostgreSQL adapter does not answer, a value
 * the column cannot hold, a shape Payload would stumble on. Null when it is fine.
 */
export function whereProblem(config: SanitizedConfig, fields: FlattenedField[], where: unknown): string | null {
  let parsed = where
  if (typeof where === 'string') {
    if (jsonTextTooDeep(where, MAX_NESTING * 4)) return `${INVALID}: al massimo ${MAX_NESTING} livelli di "and" e "or"`
    try {
      parsed = JSON.parse(where)
    } catch {
      return `${INVALID}: usa where[campo][operatore]=valore oppure un oggetto JSON`
    }
  }
  return whereObjectProblem({ config, fields, conditions: 0 }, parsed, 0)
}

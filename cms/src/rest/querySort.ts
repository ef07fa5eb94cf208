import type { FlattenedField, SanitizedConfig } from 'payload'

import { resolveQueryPath } from './queryPaths'

export const MAX_SORT_FIELDS = 5

const SORTABLE = new Set(['text', 'textarea', 'email', 'code', 'number', 'date', 'checkbox', 'select', 'radio'])

function sortableProblem(config: SanitizedConfig, fields: FlattenedField[], path: string): string | null {
  const resolved = resolveQueryPath(config, fields, path)
  if ('problem' in resolved) {
    return resolved.problem === 'virtual'
      ? `Ordinamento non valido: non si può ordinare per "${path}"`
      : `Ordinamento non valido: il campo "${path}" non esiste`
  }
  const { target } = resolved
  if (target.kind === 'id') return null
  if (target.kind === 'field') {
    const { field } = target
    const single = !('hasMany' in field && field.hasMany)
    const relation = (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string'
    if (single && (SORTABLE.has(field.type) || relation)) return null
  }
  return `Ordinamento non valido: non si può ordinare per "${path}"`
}

/**
 * What is wrong with a `sort` of Payload's REST (`-price`, `year,-createdAt`, or
 * a list): each entry must name one field with one value per record. Payload
 * itself would silently ignore an unknown field.
 */
export function sortProblem(config: SanitizedConfig, fields: FlattenedField[], sort: unknown): string | null {
  const entries = typeof sort === 'string' ? sort.split(',') : sort
  if (!Array.isArray(entries) || entries.some((entry) => typeof entry !== 'string')) {
    return 'Ordinamento non valido: usa sort=campo oppure sort=-campo'
  }
  if (entries.length > MAX_SORT_FIELDS) return `Ordinamento non valido: al massimo ${MAX_SORT_FIELDS} campi`
  for (const entry of entries as string[]) {
    const problem = sortableProblem(config, fields, entry.replace(/^-/, ''))
    if (problem) return problem
  }
  return null
}

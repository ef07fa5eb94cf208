import type { FlattenedField } from 'payload'

import type { QueryTarget } from './queryPaths'

const EQUALITY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const RANGE = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT_MATCH = ['like', 'not_like', 'contains']
const GEO = ['equals', 'not_equals', 'exists', 'near', 'within', 'intersects']

/**
 * The operators each field type answers, as Payload's console offers them
 * (@payloadcms/ui, WhereBuilder/field-types): `all` is missing on purpose, the
 * PostgreSQL adapter has no implementation of it, and the geographic ones
 * belong to point fields only.
 */
const OPERATORS_BY_TYPE: Partial<Record<FlattenedField['type'], string[]>> = {
  text: [...EQUALITY, ...TEXT_MATCH],
  textarea: [...EQUALITY, ...TEXT_MATCH],
  code: [...EQUALITY, ...TEXT_MATCH],
  email: [...EQUALITY, ...TEXT_MATCH],
  number: [...EQUALITY, ...RANGE],
  date: [...EQUALITY, ...RANGE],
  checkbox: ['equals', 'not_equals', 'exists'],
  select: EQUALITY,
  radio: EQUALITY,
  relationship: EQUALITY,
  upload: EQUALITY,
  point: GEO,
  json: ['exists'],
  richText: ['exists'],
}

/** The operators a query may apply to this target; none for groups, arrays, blocks and joins. */
export function operatorsFor(target: QueryTarget): string[] {
  if (target.kind === 'id') return [...EQUALITY, ...RANGE]
  if (target.kind === 'relationTo') return EQUALITY
  const { field } = target
  if (field.type === 'relationship' || field.type === 'upload') {
    // A polymorphic relationship is queried through its `value` and `relationTo`.
    if (Array.isArray(field.relationTo)) return ['exists']
    // A photo among a car's photos: Payload reads `contains` on a list of records as `equals` on one.
    return field.hasMany ? [...EQUALITY, 'contains'] : EQUALITY
  }
  return OPERATORS_BY_TYPE[field.type] ?? []
}

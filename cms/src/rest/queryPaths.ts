import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

/** What a path of `where` or `sort` names, once resolved against the fields. */
export type QueryTarget =
  /** A record id: the default `serial` id of a collection or the `value` of a polymorphic relationship. */
  | { kind: 'id' }
  /** The `relationTo` of a polymorphic relationship: one of these collection slugs. */
  | { kind: 'relationTo'; slugs: string[] }
  | { kind: 'field'; field: FlattenedField; related?: SanitizedCollectionConfig }

export type PathResolution = { target: QueryTarget } | { problem: 'unknown' | 'virtual' }

/** Relationship hops a path may take (`photos.filename` is one); Payload joins a table per hop. */
const MAX_HOPS = 2

function relatedCollection(config: SanitizedConfig, field: FlattenedField): SanitizedCollectionConfig | undefined {
  if ((field.type !== 'relationship' && field.type !== 'upload') || typeof field.relationTo !== 'string')
    return undefined
  return config.collections.find((collection) => collection.slug === field.relationTo)
}

function walk(config: SanitizedConfig, fields: FlattenedField[], segments: string[], hops: number): PathResolution {
  const [name, ...rest] = segments
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field) {
    return (name === 'id' || name === '_id') && rest.length === 0 ? { target: { kind: 'id' } } : { problem: 'unknown' }
  }
  if ('virtual' in field && field.virtual === true) return { problem: 'virtual' }
  if (rest.length === 0) return { target: { kind: 'field', field, related: relatedCollection(config, field) } }

  switch (field.type) {
    case 'group':
    case 'tab':
    case 'array':
      return walk(config, field.flattenedFields, rest, hops)
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) {
        if (rest.length !== 1) return { problem: 'unknown' }
        if (rest[0] === 'value') return { target: { kind: 'id' } }
        if (rest[0] === 'relationTo') return { target: { kind: 'relationTo', slugs: field.relationTo } }
        return { problem: 'unknown' }
      }
      const related = relatedCollection(config, field)
      if (!related || hops >= MAX_HOPS) return { problem: 'unknown' }
      return walk(config, related.flattenedFields, rest, hops + 1)
    }
    default:
      return { problem: 'unknown' }
  }
}

/**
 * Resolves a dotted path of a query (`brand`, `address.city`, `photos.filename`,
 * `document.value`) the way Payload reads it (`__` is a dot too) to the field it
 * names, so its type decides which operators and values make sense.
 */
export function resolveQueryPath(config: SanitizedConfig, fields: FlattenedField[], path: string): PathResolution {
  if (!/^\w+(?:\.\w+)*$/.test(path.replace(/__/g, '.'))) return { problem: 'unknown' }
  return walk(config, fields, path.replace(/__/g, '.').split('.'), 0)
}

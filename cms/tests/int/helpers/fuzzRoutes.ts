import type { FlattenedField, SanitizedConfig } from 'payload'

/** One REST route of the running configuration, with what a request to it can be built from. */
export interface FuzzRoute {
  method: string
  /** The endpoint's path under /api, with its `:params` still in it. */
  path: string
  /** Field paths of the records the route serves, to aim filters and sorts at. */
  fields: string[]
}

function fieldPaths(fields: FlattenedField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (!('name' in field)) return []
    const path = `${prefix}${field.name}`
    const nested = 'flattenedFields' in field ? fieldPaths(field.flattenedFields, `${path}.`) : []
    return [path, ...nested]
  })
}

/**
 * Every route Payload's REST answers, read from the same configuration the
 * server runs: each collection's and global's endpoints (Payload's own and
 * ours), and the root endpoints of payload.config.ts.
 */
export function apiRoutesOf(config: SanitizedConfig): FuzzRoute[] {
  const routes: FuzzRoute[] = []
  for (const collection of config.collections) {
    const fields = ['id', ...fieldPaths(collection.flattenedFields)]
    const endpoints = collection.endpoints || [{ method: 'get', path: '/' }]
    for (const endpoint of endpoints) {
      const path = `/${collection.slug}${endpoint.path === '/' ? '' : endpoint.path}`
      routes.push({ method: endpoint.method.toUpperCase(), path, fields })
    }
  }
  for (const global of config.globals) {
    const fields = fieldPaths(global.flattenedFields)
    for (const endpoint of global.endpoints || []) {
      const path = `/globals/${global.slug}${endpoint.path === '/' ? '' : endpoint.path}`
      routes.push({ method: endpoint.method.toUpperCase(), path, fields })
    }
  }
  for (const endpoint of config.endpoints) {
    routes.push({ method: endpoint.method.toUpperCase(), path: endpoint.path, fields: ['id', 'name'] })
  }
  return routes
}

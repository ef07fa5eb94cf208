import type {
  Endpoint,
  FlattenedField,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedConfig,
  SanitizedGlobalConfig,
} from 'payload'
import { APIError, buildVersionCollectionFields, buildVersionGlobalFields, NotFound } from 'payload'

import { parseRecordId } from '@autosalone/domain/record-id'
import { anonymousQueryProblem, anonymousQuerySchema } from './anonymousQuery'
import { queryProblem } from './queryParams'
import { readRestBody } from './restBody'

const READS_BODY = new Set(['post', 'patch', 'put'])
/** Its `:id` is an e-mail verification token, not a record. */
const VERIFY_PATH = '/verify/:id'

type Entity =
  { kind: 'collection'; config: SanitizedCollectionConfig } | { kind: 'global'; config: SanitizedGlobalConfig }

function fieldsOf(config: SanitizedConfig, entity: Entity, endpoint: Endpoint): FlattenedField[] {
  if (!endpoint.path.startsWith('/versions')) return entity.config.flattenedFields
  return entity.kind === 'collection'
    ? buildVersionCollectionFields(config, entity.config, true)
    : buildVersionGlobalFields(config, entity.config, true)
}

/** Whether `:id` in this route names a record by its numeric id (the default `serial` id). */
function takesNumericId(entity: Entity, endpoint: Endpoint): boolean {
  if (!/:id\b/.test(endpoint.path) || endpoint.path === VERIFY_PATH) return false
  if (endpoint.path.startsWith('/versions')) return true
  const customId = entity.config.flattenedFields.find((field) => 'name' in field && field.name === 'id')
  return !customId || customId.type === 'number'
}

function guarded(config: SanitizedConfig, entity: Entity, endpoint: Endpoint): Endpoint {
  const fields = fieldsOf(config, entity, endpoint)
  const numericId = takesNumericId(entity, endpoint)
  const readsBody = READS_BODY.has(endpoint.method)
  const publicQuery = anonymousQuerySchema({ kind: entity.kind, slug: entity.config.slug, endpoint })
  const { handler } = endpoint
  return {
    ...endpoint,
    handler: async (req: PayloadRequest) => {
      // Payload reads the id with parseFloat: `12abc` would name record 12, and one past the column a server error.
      const id = req.routeParams?.id
      if (numericId && id !== undefined && parseRecordId(id) === null) throw new NotFound(req.t)
      // No name, key or slug holds a NUL byte (the database would refuse it as data).
      if (Object.values(req.routeParams ?? {}).some((value) => String(value).includes('\u0000'))) {
        throw new NotFound(req.t)
      }
      // Without a session only the site's own queries; with one, Payload's whole language within queryProblem's bounds.
      const problem =
        (req.user ? null : anonymousQueryProblem(publicQuery, req.query)) ?? queryProblem(req.query, { config, fields })
      if (problem) throw new APIError(problem, 400, null, true)
      if (readsBody) await readRestBody(req)
      return handler(req)
    },
  }
}

/**
 * Payload adds routes for features whether they are on or not: e-mail
 * verification to every auth collection, versions to every collection and
 * global (without versions their queries fail on tables that do not exist).
 */
function isOffFeature(entity: Entity, endpoint: Endpoint): boolean {
  if (endpoint.path.startsWith('/versions')) return !entity.config.versions
  if (endpoint.path === VERIFY_PATH) return entity.kind === 'collection' && !entity.config.auth?.verify
  return false
}

function guardEndpoints(config: SanitizedConfig, entity: Entity, own: Set<Endpoint>) {
  const { endpoints } = entity.config
  if (!endpoints) return
  entity.config.endpoints = endpoints
    .filter((endpoint) => !isOffFeature(entity, endpoint))
    .map((endpoint) => (own.has(endpoint) ? endpoint : guarded(config, entity, endpoint)))
}

/**
 * Puts a guard in front of Payload's own REST routes of every collection and
 * global (the endpoints this project declares itself are left as they are):
 * a malformed id is a 404, a query string the records cannot answer (see
 * queryParams), or one the site never sends when there is no session (see
 * anonymousQuery), and a body that cannot be read as data are a 400 with a
 * message saying why, before Payload acts on them. Applied to the sanitized config, so
 * the routes Payload adds (find, update, login, upload files, versions...) are
 * all covered, and the server render's in-process reads go through it too.
 */
export function guardRestEndpoints(ownEndpoints: Endpoint[]) {
  const own = new Set(ownEndpoints)
  return (config: SanitizedConfig): SanitizedConfig => {
    for (const collection of config.collections) guardEndpoints(config, { kind: 'collection', config: collection }, own)
    for (const global of config.globals) guardEndpoints(config, { kind: 'global', config: global }, own)
    return config
  }
}

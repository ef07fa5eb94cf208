import type { RequestHandler, Response } from 'express'
import { match } from 'path-to-regexp'
import type { Endpoint, SanitizedConfig } from 'payload'

type Matcher = { method: string; matches: (path: string) => boolean }

/** Payload answers OPTIONS itself (CORS preflight) on every route. */
const OPTIONS = 'OPTIONS'

function matchers(endpoints: Endpoint[]): Matcher[] {
  return endpoints.map((endpoint) => {
    const test = match(endpoint.path, { decode: decodeURIComponent })
    return {
      method: endpoint.method.toUpperCase(),
      matches: (path) => {
        try {
          return test(path) !== false
        } catch {
          return false
        }
      },
    }
  })
}

/**
 * The methods Payload's REST answers on each path under /api, found the way
 * `handleEndpoints` finds a route (collection or global slug first, then the
 * endpoint paths of that collection, global or of the root), over the same
 * sanitized config: every collection's routes, the globals', ours.
 */
export function createApiRouteTable(config: SanitizedConfig) {
  const compiled = new Map<Endpoint[], Matcher[]>()
  const matchersOf = (endpoints: Endpoint[]) => {
    let list = compiled.get(endpoints)
    if (!list) compiled.set(endpoints, (list = matchers(endpoints)))
    return list
  }

  return function methodsFor(apiPath: string): string[] {
    let rest = apiPath
    const isGlobals = rest.startsWith('/globals')
    if (isGlobals) rest = rest.replace('/globals', '')
    const first = rest.split('/')[1]
    const global = isGlobals && first ? config.globals.find((candidate) => candidate.slug === first) : undefined
    const collection =
      !isGlobals && first ? config.collections.find((candidate) => candidate.slug === first) : undefined
    const entity = collection ?? global
    if (entity) rest = rest.replace(`/${entity.slug}`, '')
    const endpoints = entity ? entity.endpoints : config.endpoints
    // A collection without REST (Payload's migrations) has no routes at all.
    if (!endpoints) return []
    const path = rest === '' ? '/' : rest
    const methods = new Set(matchersOf(endpoints).flatMap(({ method, matches }) => (matches(path) ? [method] : [])))
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods]
  }
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).json({ errors: [{ message }] })
}

/**
 * In front of Payload's REST: a path that names no route is a 404 and a method
 * the route does not answer a 405 with `Allow` (TRACE would otherwise fail
 * while the request is handed to Payload, as a 500). Payload's own way for a
 * long query, a POST with `X-HTTP-Method-Override: GET`, counts as the GET it
 * stands for; its JSON form is refused, Payload would parse it outside its
 * error handling.
 */
export function guardApiRoutes(config: SanitizedConfig): RequestHandler {
  const methodsFor = createApiRouteTable(config)
  return (req, res, next) => {
    const methods = methodsFor(req.path)
    if (methods.length === 0) return refuse(res, 404, `Indirizzo non trovato: ${req.baseUrl}${req.path}`)
    if (req.method === OPTIONS) return next()

    const overridden = [req.get('x-payload-http-method-override'), req.get('x-http-method-override')].includes('GET')
    const method = req.method === 'POST' && overridden ? 'GET' : req.method
    if (!methods.includes(method)) {
      const allowed = [...methods, OPTIONS].join(', ')
      res.set('Allow', allowed)
      return refuse(res, 405, `Metodo ${req.method} non consentito su questo indirizzo: ammessi ${allowed}`)
    }
    if (method !== req.method && req.get('content-type') === 'application/json') {
      return refuse(
        res,
        400,
        'Con X-HTTP-Method-Override i parametri vanno mandati come application/x-www-form-urlencoded',
      )
    }
    next()
  }
}

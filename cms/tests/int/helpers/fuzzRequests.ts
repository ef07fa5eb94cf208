import { BAD_FILENAMES, BAD_IDS, badBody, badQuery, pick, seededRandom, type Random } from './fuzzInputs'
import type { CookieSpelling } from './fuzzCookies'
import type { FuzzRoute } from './fuzzRoutes'

export interface FuzzRequest {
  n: number
  /** The route it was built for, as `METHOD /path/:param`. */
  route: string
  method: string
  path: string
  headers: Record<string, string>
  body?: Buffer
  /** Sent as chunks without a Content-Length. */
  chunked: boolean
  signedIn: boolean
}

/** Real records, so some requests reach a record and go wrong further in. */
export interface FuzzTargets {
  carId: number
  photoId: number
  filename: string
  slug: string
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']
/** Names every plain object answers to, in the place of a collection slug. */
const OBJECT_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty']
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND'])

function paramValue(random: Random, name: string, realAllowed: boolean, targets: FuzzTargets): string {
  const real = realAllowed && random() < 0.3
  switch (name) {
    case 'id':
      return real ? String(pick(random, [targets.carId, targets.photoId, 1])) : pick(random, BAD_IDS)
    case 'filename':
      return real ? targets.filename : pick(random, BAD_FILENAMES)
    case 'slug':
    case 'key':
      return real ? targets.slug : pick(random, [...BAD_IDS, 'nessuna-auto', '-', 'A_B'])
    default:
      return pick(random, ['-1', '0', '99999', 'abc', '1.5', '1e3', '%00', '640'])
  }
}

/**
 * A request that is wrong in at least one way (its query, a path parameter,
 * its body or its method) to one of the routes. A signed-in request never
 * carries data that could be read, nor a real id with a method that changes
 * state, and never signs out: the run must not alter what it is attacking.
 */
function build(
  random: Random,
  n: number,
  routes: FuzzRoute[],
  targets: FuzzTargets,
  cookie: string,
  spellings: CookieSpelling[],
): FuzzRequest | null {
  const route = pick(random, routes)
  const method = random() < 0.7 ? route.method : pick(random, METHODS)
  const signedIn = random() < 0.4
  if (signedIn && /logout(-all)?$/.test(route.path) && !SAFE.has(method)) return null
  const changes = !SAFE.has(method)
  let malformed = method !== route.method

  let path = route.path.replace(/:(\w+)\??/g, (_match, name: string) => {
    const value = paramValue(random, name, !(signedIn && changes), targets)
    if (!Object.values(targets).map(String).includes(value)) malformed = true
    return value
  })
  if (path.endsWith('/') && path.length > 1) path = path.slice(0, -1)
  if (random() < 0.05) path += '/'
  if (random() < 0.03) {
    path = path.replace(/^\/[^/]+/, `/${pick(random, OBJECT_KEYS)}`)
    malformed = true
  }

  const queries: string[] = []
  // A signed-in change (a bulk one above all) is stopped by its own filter before it does anything.
  if (signedIn && changes) queries.push('where=abc')
  const wantsQuery = random() < 0.6 || !malformed
  for (let i = wantsQuery ? 1 + Math.floor(random() * 3) : 0; i > 0; i -= 1)
    queries.push(badQuery(random, route.fields))

  const headers: Record<string, string> = { accept: 'application/json' }
  if (signedIn) headers.cookie = cookie
  // A cookie written oddly stands in for the plain one: holding the real token it counts as signed in (changes nothing).
  const spelled = random() < 0.25 ? spellings.filter((spelling) => spelling.carriesSession === signedIn) : []
  if (spelled.length) headers.cookie = pick(random, spelled).cookie
  if (random() < 0.05) headers['x-http-method-override'] = 'GET'
  let body: Buffer | undefined
  if (changes || random() < 0.05) {
    const chosen = badBody(random, signedIn)
    body = chosen.body
    if (chosen.contentType) headers['content-type'] = chosen.contentType
  }
  return {
    n,
    route: `${route.method} ${route.path}`,
    method,
    path: `/api${path}${queries.length ? `?${queries.join('&')}` : ''}`,
    headers,
    body,
    chunked: body !== undefined && random() < 0.2,
    signedIn,
  }
}

/** `count` requests from `seed`: the same seed gives the same requests, in the same order. */
export function fuzzRequests(
  seed: number,
  count: number,
  routes: FuzzRoute[],
  targets: FuzzTargets,
  cookie: string,
  spellings: CookieSpelling[] = [],
): FuzzRequest[] {
  const random = seededRandom(seed)
  const requests: FuzzRequest[] = []
  while (requests.length < count) {
    const request = build(random, requests.length + 1, routes, targets, cookie, spellings)
    if (request) requests.push(request)
  }
  return requests
}

export function describeRequest(request: FuzzRequest): string {
  const body = request.body
    ? ` body(${request.headers['content-type'] ?? 'no type'}): ${request.body.subarray(0, 120).toString()}`
    : ''
  const cookie = request.headers.cookie ? ` cookie: ${JSON.stringify(request.headers.cookie.slice(0, 80))}` : ''
  return `#${request.n} ${request.signedIn ? 'admin' : 'anonymous'}${cookie} ${request.method} ${request.path.slice(0, 300)}${body}`
}

import type { FuzzRequest } from './fuzzRequests'
import type { FuzzRoute } from './fuzzRoutes'

/** Ids no `serial` column holds or no plain id is: one past the column, negative, exponent, hexadecimal. */
export const OUT_OF_RANGE_IDS = ['2147483648', '-1', '1e3', '0x10']

const SAFE = new Set(['GET', 'HEAD'])

/** Every field a route of this product reads a record id from, in one JSON body. */
function idBody(id: string): Buffer {
  const asNumber = Number(id)
  const value = Number.isFinite(asNumber) && /^-?\d+$/.test(id) ? asNumber : id
  return Buffer.from(
    JSON.stringify({
      id: value,
      car: value,
      lead: value,
      photos: [value],
      selectedMediaIds: [value],
      ids: [value],
      type: 'informazioni',
      name: 'Mario Rossi',
      phone: '3331234567',
      message: 'Vorrei sapere se è ancora disponibile',
      privacy: 'on',
    }),
  )
}

/**
 * For every route: the id in each path parameter, in the query values that
 * name records, and in a JSON body, with and without a session. A signed-in
 * change is aimed only at records that cannot exist (or filtered by the bad
 * id, for Payload's bulk routes), and never signs out.
 */
export function badIdRequests(routes: FuzzRoute[], cookie: string): FuzzRequest[] {
  const requests: FuzzRequest[] = []
  const add = (route: FuzzRoute, path: string, signedIn: boolean, body?: Buffer) => {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (signedIn) headers.cookie = cookie
    if (body) headers['content-type'] = 'application/json'
    requests.push({
      n: requests.length + 1,
      route: `${route.method} ${route.path}`,
      method: route.method,
      path: `/api${path}`,
      headers,
      body,
      chunked: false,
      signedIn,
    })
  }
  for (const route of routes) {
    if (endsSession(route)) continue
    const changes = !SAFE.has(route.method)
    const bulk = changes && !route.path.includes(':')
    // Without a session the panel's routes answer 401 before they read an id.
    const sessions = route.path.startsWith('/admin/') ? [true] : [false, true]
    for (const id of OUT_OF_RANGE_IDS) {
      for (const signedIn of sessions) {
        const named = route.path.replace(/:(\w+)\??/g, id)
        // Payload's bulk update and delete act on every record their filter lets through.
        const filter = bulk && signedIn ? `where[id][equals]=${id}&` : ''
        const query = `?${filter}id=${id}&car=${id}&page=${id}&where[id][equals]=${id}&where[photos][in]=${id}`
        if (route.path.includes(':')) add(route, named, signedIn, changes ? Buffer.from('{}') : undefined)
        if (!changes || bulk) add(route, `${route.path.replace(/:(\w+)\??/g, '1')}${query}`, signedIn)
        if (changes && (!signedIn || bulk || route.path.includes(':')))
          add(route, `${named}?${filter}`, signedIn, idBody(id))
      }
    }
  }
  return requests
}

/** A JSON object `levels` deep. */
/** Routes that end the session the fuzz runs with: signing out here, or out of every device. */
export const endsSession = (route: FuzzRoute) => /\/logout(-all)?$/.test(route.path)

export const deepJson = (levels: number) => Buffer.from(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`)

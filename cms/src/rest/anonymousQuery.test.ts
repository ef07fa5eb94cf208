import * as qs from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { anonymousQueryProblem, anonymousQuerySchema, type RouteOf } from './anonymousQuery'
import { sitemapCarsPath } from '../http/seoFiles'

const route = (kind: RouteOf['kind'], slug: string, method: string, path: string) =>
  anonymousQuerySchema({ kind, slug, endpoint: { method: method as never, path } })
const carList = route('collection', 'cars', 'get', '/')
const problem = (query: Record<string, unknown>, schema = carList) => anonymousQueryProblem(schema, query)

describe('anonymousQueryProblem', () => {
  it("accepts the sitemap's read, as Payload parses it", () => {
    const query = qs.parse(sitemapCarsPath.split('?')[1], { arrayLimit: 1000, depth: 10 })
    expect(query).toMatchObject({ pagination: 'false', where: { status: { in: 'disponibile,prenotata' } } })
    expect(problem(query)).toBeNull()
  })

  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      'a path through the photos to the record they belong to',
      { where: { 'photos.lead.name': { equals: 'x' } } },
      /^Parametro "where\[photos\.lead\.name\]" non ammesso senza accesso/,
    ],
    ['the trash', { trash: 'true' }, /^Parametro "trash" non ammesso/],
    ['an operator the site never uses', { where: { brand: { like: 'Fi' } } }, /"where\[brand\]\[like\]" non ammesso/],
    ['a sort through the photos', { sort: '-photos.filename' }, /^Parametro "sort" non valido: Opzione non valida/],
    ['a private field', { select: { vin: 'true' } }, /"select\[vin\]" non ammesso/],
    ['a long page', { limit: '5000' }, /^Parametro "limit" non valido: un numero intero da 1 a 100$/],
    [
      'a status no car has',
      { where: { status: { in: 'venduta,rubata' } } },
      /^Parametro "where\[status\]\[in\]\[1\]" non valido: Opzione non valida/,
    ],
    ['an operator on the status', { where: { status: { like: 'd' } } }, /"where\[status\]\[like\]" non ammesso/],
    ['an id past the column', { where: { id: { not_equals: '2147483648' } } }, /where\[id\]\[not_equals\].*un id/],
    ['nested alternatives', { where: { or: [{ or: [{ brand: { equals: 'x' } }] }] } }, /"where\[or\]\[0\]\[or\]"/],
    ['a filter written as JSON', { where: '{"brand":{"equals":"Fiat"}}' }, /^Parametro "where" non valido/],
    ['a repeated limit', { limit: ['1', '2'] }, /^Parametro "limit" non valido/],
  ])('refuses %s', (_name, query, message) => {
    expect(problem(query)).toMatch(message)
  })

  it('ignores the depth Payload writes back as undefined', () => {
    expect(problem({ depth: undefined, limit: '12' })).toBeNull()
  })

  it('gives each route its own vocabulary', () => {
    const filter = { where: { brand: { equals: 'Fiat' } } }
    expect(problem(filter, route('collection', 'cars', 'get', '/count'))).toBeNull()
    expect(problem(filter, route('collection', 'media', 'get', '/'))).toMatch(/"where" non ammesso/)
    expect(problem({ limit: '12', page: '2' }, route('collection', 'media', 'get', '/'))).toBeNull()
    expect(problem({ depth: '0' }, route('global', 'site-settings', 'get', '/'))).toBeNull()
    expect(problem({ depth: '3' }, route('global', 'site-settings', 'get', '/'))).toMatch(/"depth" non valido/)
    expect(problem({ refresh: '' }, route('collection', 'users', 'post', '/refresh-token'))).toBeNull()
    expect(problem({ where: { id: { equals: '1' } } }, route('collection', 'cars', 'patch', '/'))).toMatch(
      /non ammesso/,
    )
    expect(problem({ select: { price: 'true' } }, route('collection', 'cars', 'get', '/:id'))).toBeNull()
  })
})

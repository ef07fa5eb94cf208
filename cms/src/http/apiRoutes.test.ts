import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { createApiRouteTable } from './apiRoutes'

const endpoint = (method: string, path: string) => ({ method, path, handler: () => new Response() })
const config = {
  collections: [
    {
      slug: 'cars',
      endpoints: [
        endpoint('get', '/by-slug/:slug'),
        endpoint('get', '/'),
        endpoint('post', '/'),
        endpoint('get', '/:id'),
        endpoint('patch', '/:id'),
        endpoint('post', '/access/:id?'),
      ],
    },
    { slug: 'payload-migrations', endpoints: false },
  ],
  globals: [{ slug: 'site-settings', endpoints: [endpoint('get', '/'), endpoint('post', '/')] }],
  endpoints: [endpoint('get', '/health'), endpoint('put', '/admin/cars/:id')],
} as unknown as SanitizedConfig

describe('createApiRouteTable', () => {
  const methodsFor = createApiRouteTable(config)

  it.each([
    ['/cars', ['GET', 'POST', 'HEAD']],
    ['/cars/', ['GET', 'POST', 'HEAD']],
    ['/cars/12', ['GET', 'PATCH', 'HEAD']],
    ['/cars/by-slug/fiat-panda', ['GET', 'HEAD']],
    // `access` is also an `:id` to Payload.
    ['/cars/access', ['GET', 'PATCH', 'POST', 'HEAD']],
    ['/cars/access/3', ['POST']],
    ['/globals/site-settings', ['GET', 'POST', 'HEAD']],
    ['/health', ['GET', 'HEAD']],
    ['/admin/cars/7', ['PUT']],
  ])('finds the methods of %s the way Payload finds its routes', (path, methods) => {
    expect(methodsFor(path).sort()).toEqual([...methods].sort())
  })

  it.each(['/', '/nothing', '/cars/1/2/3', '/payload-migrations', '/globals', '/globals/nothing', '/globals/cars'])(
    'finds no route at %s',
    (path) => {
      expect(methodsFor(path)).toEqual([])
    },
  )
})

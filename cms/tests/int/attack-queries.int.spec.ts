import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, multipart, photoJpg, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { badIdRequests, deepJson, endsSession } from './helpers/badIdRequests'
import { forgedTokens } from './helpers/fuzzCookies'
import { describeRequest, type FuzzRequest } from './helpers/fuzzRequests'
import { apiRoutesOf, type FuzzRoute } from './helpers/fuzzRoutes'
import { sendAll } from './helpers/fuzzSend'
import { tempDataDir, type RunningServer } from './helpers/server'

const SECRET = 'attack-queries-secret-known-to-the-test'
const NOT_ALLOWED = /^Parametro "[^"]+" non (ammesso senza accesso|valido)/
/** The query of the report: car → photo → a field of the request the photo belongs to. */
const THROUGH_PHOTOS = [
  '/api/cars?where[photos.lead.name][equals]=x',
  '/api/cars?where[photos.lead.email][like]=a&depth=0',
  '/api/cars?sort=-photos.lead.name',
  '/api/cars/count?where[photos.lead.name][exists]=true',
  '/api/cars/versions?where[version.photos.lead.name][equals]=x',
]

type Answer = { errors?: { message: string }[]; error?: string; docs?: { id: number }[] }

describe('queries, ids and JSON a request cannot turn into a crash or a 5xx', () => {
  const dataDir = tempDataDir('attack-queries')
  let server: RunningServer
  let url: string
  let cookie: string
  let carId: number
  let routes: FuzzRoute[]

  const get = async (path: string, withCookie?: string) => {
    const response = await call(url, path, { cookie: withCookie })
    return { status: response.status, answer: (await response.json()) as Answer }
  }

  beforeAll(async () => {
    server = await startAdminServer(dataDir, { PAYLOAD_SECRET: SECRET })
    url = server.url
    cookie = await signIn(url)
    const form = multipart(
      { ...validCar, name: 'Fiat Panda con foto' },
      { images: [{ name: 'p.jpg', data: photoJpg }] },
    )
    const created = await call(url, '/api/admin/cars', { method: 'POST', cookie, form })
    expect(created.status).toBe(201)
    carId = ((await created.json()) as { id: number }).id
    const { default: config } = await import('../../src/payload.config')
    routes = apiRoutesOf(await config)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it("answers a lead's car id past the column as a wrong choice, not a server error", async () => {
    const fields = {
      type: 'informazioni',
      name: 'Mario',
      phone: '3331234567',
      message: 'È disponibile?',
      privacy: 'on',
    }
    const response = await call(url, '/api/leads/submit', {
      method: 'POST',
      headers: { accept: 'application/json' },
      json: { ...fields, car: '2147483648' },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('car')
  })

  it('refuses a visitor a filter through the photos with a 400 naming it, and keeps serving', async () => {
    for (const path of THROUGH_PHOTOS) {
      const { status, answer } = await get(path)
      expect(status, path).toBe(400)
      expect(answer.errors?.[0].message, path).toMatch(NOT_ALLOWED)
    }
    expect(server.child.exitCode).toBeNull()
    expect((await call(url, '/api/health')).status).toBe(200)
    expect((await get('/api/cars?depth=0&limit=12')).answer.docs?.map((car) => car.id)).toEqual([carId])
  })

  it('answers the same filter to the dealer, who may read requests, and keeps serving', async () => {
    const before = server.output().length
    const { status, answer } = await get('/api/cars?where[photos.lead.name][equals]=x', cookie)
    expect(status).toBe(200)
    expect(answer.docs).toEqual([])
    expect((await get('/api/cars?sort=-photos.lead.name&depth=0', cookie)).status).toBe(200)
    expect((await get('/api/cars?where[photos.alt][exists]=false&depth=0', cookie)).answer.docs).toHaveLength(1)
    expect(server.child.exitCode).toBeNull()
    expect((await call(url, '/api/health')).status).toBe(200)
    expect(server.output().slice(before)).not.toMatch(/Unhandled rejection|Uncaught/)
  })

  it("lets a visitor's own pages and the storefront's reads through the allow-list", async () => {
    // As the storefront builds it (its public-query test checks every filter and order against the schema).
    const inventory =
      '/api/cars?depth=0&limit=12&page=1&sort=price&where[status][in]=disponibile,prenotata&where[brand][equals]=Fiat' +
      '&where[price][greater_than_equal]=1000&where[year][less_than_equal]=2030&select[name]=true&select[cover]=true'
    expect((await get(inventory)).answer.docs?.map((car) => car.id)).toEqual([carId])
    for (const page of ['/', '/annunci?brand=Fiat&sort=price-asc', '/sitemap.xml']) {
      expect((await call(url, page)).status, page).toBe(200)
    }
  })

  it('treats a forged session as none: no admin route, and only the public queries', async () => {
    const token = cookie.slice('payload-token='.length)
    for (const [name, forged] of Object.entries(forgedTokens(token, SECRET))) {
      const forgedCookie = `payload-token=${forged}`
      expect((await call(url, '/api/admin/cars', { cookie: forgedCookie })).status, name).toBe(401)
      const { status, answer } = await get(THROUGH_PHOTOS[0], forgedCookie)
      expect(status, name).toBe(400)
      expect(answer.errors?.[0].message, name).toMatch(NOT_ALLOWED)
    }
    expect((await call(url, '/api/admin/cars', { cookie })).status).toBe(200)
  })

  it('answers ids out of the column in paths, query values and JSON bodies of every route with a 4xx', async () => {
    const requests = badIdRequests(routes, cookie)
    const outcomes = await sendAll(Number(new URL(url).port), requests, 6, 30_000)
    const failures = outcomes
      .filter(({ status }) => status >= 500 || status <= 0)
      .map(
        ({ request, status, body, error }) => `${status} ${describeRequest(request)} → ${error ?? body.slice(0, 200)}`,
      )
    expect(failures).toEqual([])
    expect(new Set(requests.map((request) => request.route))).toEqual(
      new Set(routes.filter((route) => !endsSession(route)).map((route) => `${route.method} ${route.path}`)),
    )
    expect((await call(url, '/api/admin/cars', { cookie })).status).toBe(200)
  }, 480_000)

  it('refuses JSON nested 5,000 deep with a 400 on every route that reads a body, told before parsing', async () => {
    // Signing out would end the session the other requests use.
    const writes = routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !endsSession(route))
    const requests: FuzzRequest[] = writes.flatMap((route, index) =>
      [false, true].map((signedIn) => ({
        n: index * 2 + Number(signedIn),
        route: `${route.method} ${route.path}`,
        method: route.method,
        // One car that exists, so a signed-in PATCH reaches the body; bulk routes are filtered to no record.
        path: `/api${route.path.replace(/:(\w+)\??/g, String(carId))}${route.path.includes(':') ? '' : '?where[id][equals]=2147483647'}`,
        headers: { 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
        body: deepJson(5000),
        chunked: false,
        signedIn,
      })),
    )
    const outcomes = await sendAll(Number(new URL(url).port), requests, 6, 30_000)
    const failures = outcomes
      .filter(({ status }) => status >= 500 || status <= 0)
      .map(({ request, status, body }) => `${status} ${describeRequest(request)} → ${body.slice(0, 200)}`)
    expect(failures).toEqual([])
    const patchCar = outcomes.find(({ request }) => request.signedIn && request.route === 'PATCH /cars/:id')
    expect(patchCar?.status).toBe(400)
    expect(patchCar?.body).toContain('JSON annidato troppo in profondità')
    const panelSave = outcomes.find(({ request }) => request.signedIn && request.route === 'PUT /admin/cars/:id')
    expect(panelSave?.status).toBe(400)
    expect(panelSave?.body).toContain('JSON annidato troppo in profondità')
    const car = await get(`/api/cars/${carId}`)
    expect(car.status).toBe(200)
    expect(server.child.exitCode).toBeNull()
  }, 240_000)
})

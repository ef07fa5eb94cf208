import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, multipart, photoJpg, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { causes, type Car, type Context } from './helpers/attackCauses'
import { describeRequest, fuzzRequests } from './helpers/fuzzRequests'
import { cookieSpellings } from './helpers/fuzzCookies'
import { apiRoutesOf } from './helpers/fuzzRoutes'
import { sendAll } from './helpers/fuzzSend'
import { rawRequest } from './helpers/rawHttp'
import { tempDataDir, type RunningServer } from './helpers/server'
import { sitemapCarsPath } from '../../src/http/seoFiles'

type Photo = { id: number; filename: string; sizes: Record<string, { filename: string | null }> }

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const FUZZ_COUNT = 2400
/** Known to the test, so it can forge a token that is expired but correctly signed. */
const SECRET = 'fuzz-secret-known-to-the-test-0123456789'

describe('attacks answered 4xx, and the fuzz run', () => {
  const dataDir = tempDataDir('attack-fuzz')
  let server: RunningServer
  let url: string
  let context: Context
  let trashed: Car
  let loose: Photo

  const photoRecord = async (id: number) =>
    (await (await call(url, `/api/media/${id}`, { cookie: context.cookie })).json()) as Photo
  const createCar = async (name: string) => {
    const form = multipart({ ...validCar, name }, { images: [{ name: `${name}.jpg`, data: photoJpg }] })
    const created = await call(url, '/api/admin/cars', { method: 'POST', cookie: context.cookie, form })
    expect(created.status).toBe(201)
    return (await created.json()) as Car
  }

  beforeAll(async () => {
    server = await startAdminServer(dataDir, { PAYLOAD_SECRET: SECRET })
    url = server.url
    context = { cookie: await signIn(url), car: undefined as unknown as Car }
    context.car = await createCar('Fiat Panda in vendita')
    trashed = await createCar('Fiat Panda nel cestino')
    expect(
      (await call(url, `/api/admin/cars/${trashed.id}`, { method: 'DELETE', cookie: context.cookie })).status,
    ).toBe(200)
    const form = multipart({}, { file: [{ name: 'sciolta.jpg', data: photoJpg }] })
    const uploaded = await call(url, '/api/admin/media/upload', { method: 'POST', cookie: context.cookie, form })
    loose = await photoRecord(((await uploaded.json()) as { id: number }).id)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it.each(causes)('answers %s with %i and a clear message', async (_name, status, request) => {
    // Sent as written (fetch refuses TRACE and rewrites some requests).
    const { path, method, cookie, headers, body } = request(context)
    const response = await rawRequest(url, path, {
      method,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? Buffer.from(body) : undefined,
    })
    const answer = JSON.parse(response.body.toString()) as { error?: string; errors?: { message?: string }[] }
    const message = answer.error ?? answer.errors?.[0]?.message ?? ''
    expect(response.status, message).toBe(status)
    expect(message).toMatch(/^[A-Z][^]{9,}/)
    expect(message).not.toMatch(/something went wrong/i)
    if (status === 405) expect(response.headers.allow).toMatch(/\bGET\b/)
  })

  it('answers a missing bundle file under /assets/ with a plain 404 no cache keeps', async () => {
    const response = await call(url, '/assets/index-vecchio123.js')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toContain('File non trovato')
  })

  it('sends /index.html to the home page instead of serving the raw template', async () => {
    const response = await call(url, '/index.html?lang=en')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/?lang=en')
  })

  it("still answers the site's own queries", async () => {
    for (const path of [
      '/api/cars?limit=100&depth=0&sort=-createdAt',
      // The inventory as the storefront asks for it (storefront's public-query test checks every filter).
      '/api/cars?depth=0&limit=12&page=2&sort=price&where[status][in]=disponibile,prenotata&where[brand][equals]=Fiat' +
        '&where[price][greater_than_equal]=1000&where[euroClass][in]=euro6,euro6d&select[name]=true&select[cover]=true',
      '/api/cars?pagination=false&depth=0&where[status][in]=disponibile,prenotata&select[brand]=true&select[model]=true&select[category]=true',
      sitemapCarsPath,
      '/api/globals/site-settings?depth=0',
    ]) {
      expect((await call(url, path)).status, path).toBe(200)
    }
    // The console's upload field asks for photos by id with a long query sent as a form.
    const byIds = await rawRequest(url, '/api/media', {
      method: 'POST',
      headers: {
        cookie: context.cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      },
      body: Buffer.from(`depth=0&draft=true&limit=1&where[and][0][id][in][0]=${loose.id}`),
    })
    expect(byIds.status).toBe(200)
    expect((JSON.parse(byIds.body.toString()) as { docs: Photo[] }).docs.map((doc) => doc.id)).toEqual([loose.id])
  })

  it('logs a refused request in one line without a stack', async () => {
    const before = server.output().length
    for (const path of ['/api/cars?where=abc', '/api/media?limit=-1', '/api/cars/abc', '/api/users/verify/x']) {
      expect((await call(url, path, { method: path.includes('verify') ? 'POST' : 'GET' })).status).toBeLessThan(500)
    }
    expect(
      (await call(url, '/api/users/login', { method: 'POST', json: { username: 'nessuno', password: 'sbagliata' } }))
        .status,
    ).toBe(401)
    // The sign-in is the last request: once its line is written, so are the others'.
    await expect.poll(() => server.output().slice(before)).toMatch(/POST \/api\/users\/login refused \(401\)/)
    const logged = server.output().slice(before)
    expect(logged).not.toMatch(/^\s+at /m)
    expect(logged.split('\n').filter((line) => line.includes('refused')).length).toBeLessThanOrEqual(5)
  })
  it('shows a car in the trash to admins only, whatever a visitor asks', async () => {
    const trashedIds = async (path: string, cookie?: string) =>
      ((await (await call(url, path, { cookie })).json()) as { docs: Car[] }).docs.map((car) => car.id)
    const exposing = ['/api/cars?trash=true&limit=100', '/api/cars?trash=true&where[deletedAt][exists]=true']
    // A visitor may not even ask: the trash is no part of the site's queries.
    for (const path of [...exposing, `/api/cars/${trashed.id}?trash=true`, '/api/cars/count?trash=true']) {
      expect((await call(url, path)).status, path).toBe(400)
    }
    expect(await trashedIds('/api/cars?limit=100')).not.toContain(trashed.id)
    expect((await call(url, `/api/cars/${trashed.id}`)).status).toBe(404)
    expect((await call(url, `/api/cars/by-slug/${trashed.slug}`)).status).toBe(404)
    expect((await call(url, `/api/cars/${trashed.id}/images`)).status).toBe(404)
    const counted = await (await call(url, '/api/cars/count')).json()
    expect(counted).toEqual({ totalDocs: 1 })

    for (const path of exposing) expect(await trashedIds(path, context.cookie)).toContain(trashed.id)
    const inTrash = await call(url, `/api/cars/${trashed.id}?trash=true`, { cookie: context.cookie })
    expect(inTrash.status).toBe(200)
    expect(((await inTrash.json()) as { deletedAt: string | null }).deletedAt).toBeTruthy()
  })

  it('lists and serves to visitors only the photos of the cars on the site', async () => {
    const visible = await photoRecord(context.car.selectedMediaIds[0])
    const ofTrashed = await photoRecord(trashed.selectedMediaIds[0])
    const listed = async (cookie?: string) =>
      ((await (await call(url, '/api/media?limit=100', { cookie })).json()) as { docs: Photo[] }).docs.map(
        (doc) => doc.id,
      )

    expect(await listed()).toEqual([visible.id])
    expect(await (await call(url, '/api/media/count')).json()).toEqual({ totalDocs: 1 })
    expect((await call(url, `/api/media/${visible.id}`)).status).toBe(200)
    for (const hidden of [loose, ofTrashed]) {
      expect((await call(url, `/api/media/${hidden.id}`)).status).toBe(404)
      const file = await call(url, `/api/media/file/${hidden.filename}`)
      expect(file.status).toBe(404)
      expect(await file.json()).toEqual({ errors: [{ message: 'Foto non trovata' }] })
    }
    for (const name of [visible.filename, visible.sizes.card.filename]) {
      const file = await call(url, `/api/media/file/${name}`)
      expect(file.status, name!).toBe(200)
      expect(file.headers.get('content-type')).toMatch(/^image\//)
    }

    expect((await listed(context.cookie)).sort()).toEqual([visible.id, ofTrashed.id, loose.id].sort())
    expect((await call(url, `/api/media/file/${loose.filename}`, { cookie: context.cookie })).status).toBe(200)
  })

  it("keeps the photos in the cars' public answers", async () => {
    const car = (await (await call(url, `/api/cars/by-slug/${context.car.slug}`)).json()) as Car
    expect(car.selectedMediaIds).toEqual(context.car.selectedMediaIds)
    expect(car.images).toHaveLength(1)
    expect(car.mainImage).toBe(car.images[0])
    expect((await call(url, car.images[0])).status).toBe(200)
  })

  it(`answers ${FUZZ_COUNT} generated malformed requests on every route without a 5xx, and stays healthy`, async () => {
    const { default: config } = await import('../../src/payload.config')
    const routes = apiRoutesOf(await config)
    const [photo] = context.car.selectedMediaIds
    const targets = {
      carId: context.car.id,
      photoId: photo,
      filename: (await photoRecord(photo)).filename,
      slug: context.car.slug,
    }
    const spellings = cookieSpellings(context.cookie.slice('payload-token='.length), SECRET)
    const requests = fuzzRequests(FUZZ_SEED, FUZZ_COUNT, routes, targets, context.cookie, spellings)
    const logStart = server.output().length
    const started = performance.now()
    const outcomes = await sendAll(Number(new URL(url).port), requests, 8, 30_000)

    const byStatus: Record<number, number> = {}
    for (const { status } of outcomes) byStatus[status] = (byStatus[status] ?? 0) + 1
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `fuzz seed ${FUZZ_SEED}: ${outcomes.length} requests on ${routes.length} routes in ${seconds} s, by status ${JSON.stringify(byStatus)}`,
    )
    const failures = outcomes
      .filter(({ status }) => status >= 500 || status <= 0)
      .map(
        ({ request, status, body, error }) => `${status} ${describeRequest(request)} → ${error ?? body.slice(0, 300)}`,
      )
    expect(failures).toEqual([])
    expect(new Set(requests.map((request) => request.route))).toEqual(
      new Set(routes.map((r) => `${r.method} ${r.path}`)),
    )
    expect(server.output().slice(logStart)).not.toMatch(/^\s+at /m)
    expect(server.output().slice(logStart)).not.toMatch(/Unhandled rejection|Uncaught/)
    const cookies = new Set(requests.map((request) => request.headers.cookie))
    expect(spellings.filter((spelling) => !cookies.has(spelling.cookie)).map((spelling) => spelling.name)).toEqual([])

    expect(server.child.exitCode).toBeNull()
    expect((await call(url, '/api/health')).status).toBe(200)
    const list = await call(url, '/api/cars?limit=10&depth=0')
    expect(list.status).toBe(200)
    expect(((await list.json()) as { docs: Car[] }).docs.map((car) => car.id)).toEqual([context.car.id])
  }, 480_000)
})

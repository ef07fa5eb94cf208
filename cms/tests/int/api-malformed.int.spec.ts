import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ADMIN,
  call,
  catalogueSnapshot,
  multipart,
  photoJpg,
  signIn,
  startAdminServer,
  type Call,
  validCar,
} from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type Context = { carId: number; photoId: number; cookie: string }
type Case = [name: string, status: number, request: (context: Context) => Call & { path: string }]

const big = 'x'.repeat(100_000)
const sql = "'; DROP TABLE cars; --"
const html = '<script>alert(1)</script>'
const json = (method: string, path: string, body: unknown) => (context: Context) => ({
  method,
  path,
  cookie: context.cookie,
  json: body,
})
const raw = (method: string, path: string, body: BodyInit | undefined, contentType?: string) => (context: Context) => ({
  method,
  path,
  cookie: context.cookie,
  body,
  headers: (contentType ? { 'content-type': contentType } : {}) as Record<string, string>,
})
const form =
  (
    method: string,
    path: string,
    fields: Record<string, string>,
    files: Record<string, { name: string; data: Buffer }[]> = {},
  ) =>
  (context: Context) => ({ method, path, cookie: context.cookie, form: multipart(fields, files) })
const create = (change: Record<string, unknown>) => json('POST', '/api/admin/cars', { ...validCar, ...change })
const text = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]))

const cases: Case[] = [
  // Bodies that are not a car form at all.
  ['invalid JSON', 400, raw('POST', '/api/admin/cars', '{"brand": "Fiat",', 'application/json')],
  ['JSON with a trailing comma', 400, raw('POST', '/api/admin/cars', '{"brand": "Fiat",}', 'application/json')],
  ['empty JSON body', 400, raw('POST', '/api/admin/cars', '', 'application/json')],
  ['no body and no content type', 400, raw('POST', '/api/admin/cars', undefined)],
  ['text/plain body', 400, raw('POST', '/api/admin/cars', JSON.stringify(validCar), 'text/plain')],
  ['XML body', 400, raw('POST', '/api/admin/cars', '<car><brand>Fiat</brand></car>', 'application/xml')],
  ['JSON array', 400, raw('POST', '/api/admin/cars', '[1,2,3]', 'application/json')],
  ['JSON string', 400, raw('POST', '/api/admin/cars', '"Fiat"', 'application/json')],
  ['JSON null', 400, raw('POST', '/api/admin/cars', 'null', 'application/json')],
  ['multipart without boundary', 400, raw('POST', '/api/admin/cars', 'brand=Fiat', 'multipart/form-data')],
  [
    'multipart cut short',
    400,
    raw(
      'POST',
      '/api/admin/cars',
      '--XYZ\r\nContent-Disposition: form-data; name="brand"\r\n\r\nFiat',
      'multipart/form-data; boundary=XYZ',
    ),
  ],
  ['JSON over 1 MB', 413, create({ description: 'x'.repeat(1_100_000) })],
  // Required fields and types.
  ['no fields', 400, json('POST', '/api/admin/cars', {})],
  ['only unknown fields', 400, json('POST', '/api/admin/cars', { marca: 'Fiat', prezzo: 100 })],
  ['blank name', 400, create({ name: '   ' })],
  ['year as a word', 400, create({ year: 'duemilaventi' })],
  ['negative year', 400, create({ year: -2020 })],
  ['fractional year', 400, create({ year: 2020.5 })],
  ['year in the far future', 400, create({ year: 3000 })],
  ['year as a boolean', 400, create({ year: true })],
  ['negative price', 400, create({ price: -100 })],
  ['price with Italian separators', 400, create({ price: '12.900,50' })],
  ['absurd price', 400, create({ price: 1e15 })],
  ['negative mileage', 400, create({ mileage: -1 })],
  ['power with its unit', 400, create({ power: '150 CV' })],
  ['absurd power', 400, create({ power: 1e9 })],
  ['unknown fuel', 400, create({ fuel: 'idrogeno' })],
  ['SQL in the fuel', 400, create({ fuel: `benzina${sql}` })],
  ['unknown transmission', 400, create({ transmission: 'cvt' })],
  ['category of the panel that maps to nothing', 400, create({ category: 'Elettrica' })],
  ['unknown condition', 400, create({ condition: 'rottame' })],
  ['availability as a word', 400, create({ available: 'forse' })],
  // Text limits and shapes.
  ['100 KB brand', 400, create({ brand: big })],
  ['100 KB model', 400, create({ model: big })],
  ['100 KB name', 400, create({ name: big })],
  ['100 KB description', 400, create({ description: big })],
  ['100 KB feature', 400, create({ features: [big] })],
  ['100 KB colour', 400, create({ color: big })],
  ['101 features', 400, create({ features: Array.from({ length: 101 }, (_, i) => `f${i}`) })],
  ['features as numbers', 400, create({ features: [1, 2, 3] })],
  ['colours as an object', 400, create({ colors: { a: 'Rosso' } })],
  ['NUL byte in the name', 400, create({ name: 'Fiat\u0000Panda' })],
  ['control character in the model', 400, create({ model: 'Panda\u0007' })],
  ['brand as an operator object', 400, create({ brand: { $ne: null } })],
  ['brand as a list', 400, create({ brand: ['Fiat', 'Lancia'] })],
  ['video from another site', 400, create({ youtubeUrl: 'https://vimeo.com/123456' })],
  ['HTML in the video id', 400, create({ youtubeVideoId: html })],
  ['SQL in the video id', 400, create({ youtubeVideoId: sql })],
  // Photos.
  ['photo ids that are words', 400, create({ selectedMediaIds: ['abc'] })],
  ['negative photo id', 400, create({ selectedMediaIds: [-1] })],
  ['photo id with SQL', 400, create({ selectedMediaIds: '1 OR 1=1' })],
  ['photo that does not exist', 400, create({ selectedMediaIds: [999999] })],
  ['the same photo twice', 400, (context) => create({ selectedMediaIds: [context.photoId, context.photoId] })(context)],
  ['51 photos', 400, create({ selectedMediaIds: Array.from({ length: 51 }, (_, i) => i + 1) })],
  [
    'file name with a path',
    400,
    form('POST', '/api/admin/cars', text(validCar), { images: [{ name: '../../etc/passwd', data: photoJpg }] }),
  ],
  [
    'file name with a Windows path',
    400,
    form('POST', '/api/admin/cars', text(validCar), { images: [{ name: '..\\..\\windows\\win.ini', data: photoJpg }] }),
  ],
  [
    'a text file as a photo',
    415,
    form('POST', '/api/admin/cars', text(validCar), {
      images: [{ name: 'passwd.jpg', data: Buffer.from('root:x:0:0') }],
    }),
  ],
  [
    'a good photo then a damaged one',
    400,
    form('POST', '/api/admin/cars', text(validCar), {
      images: [
        { name: 'buona.jpg', data: photoJpg },
        { name: 'rotta.jpg', data: photoJpg.subarray(0, 3000) },
      ],
    }),
  ],
  [
    'good photos with a bad field',
    400,
    form('POST', '/api/admin/cars', text({ ...validCar, fuel: 'vapore' }), {
      images: [{ name: 'buona.jpg', data: photoJpg }],
    }),
  ],
  [
    '51 photo files',
    400,
    form('POST', '/api/admin/cars', text(validCar), {
      images: Array.from({ length: 51 }, (_, i) => ({ name: `${i}.jpg`, data: photoJpg })),
    }),
  ],
  // Updates.
  ['update with a word as id', 404, json('PUT', '/api/admin/cars/abc', { price: 1 })],
  ['update with a negative id', 404, json('PUT', '/api/admin/cars/-1', { price: 1 })],
  ['update with SQL as id', 404, json('PUT', '/api/admin/cars/1%20OR%201=1', { price: 1 })],
  ['update with a fractional id', 404, json('PUT', '/api/admin/cars/1.5', { price: 1 })],
  ['update of a missing car', 404, json('PUT', '/api/admin/cars/999999', { price: 1 })],
  [
    'update emptying the brand',
    400,
    (context) => json('PUT', `/api/admin/cars/${context.carId}`, { brand: '' })(context),
  ],
  [
    'update with a word as price',
    400,
    (context) => json('PUT', `/api/admin/cars/${context.carId}`, { price: 'tanto' })(context),
  ],
  [
    'update with invalid JSON',
    400,
    (context) => raw('PUT', `/api/admin/cars/${context.carId}`, '{price:1}', 'application/json')(context),
  ],
  [
    'update with existingImages that is not JSON',
    400,
    (context) => form('PUT', `/api/admin/cars/${context.carId}`, { existingImages: 'not json' })(context),
  ],
  [
    'update with a photo of another site',
    400,
    (context) =>
      form('PUT', `/api/admin/cars/${context.carId}`, { existingImages: '["https://evil.example/x.jpg"]' })(context),
  ],
  [
    'update with a traversal file name',
    400,
    (context) =>
      form(
        'PUT',
        `/api/admin/cars/${context.carId}`,
        { price: '1' },
        { images: [{ name: '../../../tmp/x.jpg', data: photoJpg }] },
      )(context),
  ],
  // Ids, slugs and paths.
  ['read with a word as id', 404, json('GET', '/api/admin/cars/abc', undefined)],
  ['read with SQL as id', 404, json('GET', `/api/admin/cars/${encodeURIComponent(`1;${sql}`)}`, undefined)],
  ['delete with a word as id', 404, json('DELETE', '/api/admin/cars/abc', undefined)],
  ['delete with id zero', 404, json('DELETE', '/api/admin/cars/0', undefined)],
  ['delete with SQL as id', 404, json('DELETE', '/api/admin/cars/1%20OR%201=1', undefined)],
  ['delete with an id past the column', 404, json('DELETE', '/api/admin/cars/99999999999', undefined)],
  ['public car with SQL as id', 404, json('GET', '/api/cars/1%20OR%201=1', undefined)],
  ['public car with HTML as slug', 404, json('GET', `/api/cars/by-slug/${encodeURIComponent(html)}`, undefined)],
  ['public car with SQL as slug', 404, json('GET', `/api/cars/by-slug/${encodeURIComponent(sql)}`, undefined)],
  ['public car with broken percent-encoding', 400, json('GET', '/api/cars/%E0%A4%A', undefined)],
  ['public list with an id past the column', 400, json('GET', '/api/cars?where[id][equals]=99999999999', undefined)],
  ['public list with a NUL in a filter', 400, json('GET', '/api/cars?where[brand][equals]=a%00b', undefined)],
  ['public list with a negative page', 400, json('GET', '/api/cars?page=-5', undefined)],
  [
    'public list filtered on a field that does not exist',
    400,
    json('GET', '/api/cars?where[password][equals]=x', undefined),
  ],
  // Media.
  ['upload as JSON', 400, json('POST', '/api/admin/media/upload', { file: 'photo.jpg' })],
  ['upload without a file', 400, form('POST', '/api/admin/media/upload', { alt: 'x' })],
  [
    'upload of two files',
    400,
    form(
      'POST',
      '/api/admin/media/upload',
      {},
      {
        file: [
          { name: 'a.jpg', data: photoJpg },
          { name: 'b.jpg', data: photoJpg },
        ],
      },
    ),
  ],
  [
    'upload of a text file',
    415,
    form('POST', '/api/admin/media/upload', {}, { file: [{ name: 'note.jpg', data: Buffer.from('hello') }] }),
  ],
  [
    'upload of a damaged JPEG',
    400,
    form('POST', '/api/admin/media/upload', {}, { file: [{ name: 'rotta.jpg', data: photoJpg.subarray(0, 500) }] }),
  ],
  [
    'upload with a path as file name',
    400,
    form('POST', '/api/admin/media/upload', {}, { file: [{ name: '../../etc/passwd', data: photoJpg }] }),
  ],
  ['media delete with a word as id', 404, json('DELETE', '/api/admin/media/abc', undefined)],
  ['media delete of a missing photo', 404, json('DELETE', '/api/admin/media/999999', undefined)],
  ['media proxy with SQL as id', 404, json('GET', '/api/admin/media/1%20OR%201=1/proxy', undefined)],
  // Sign-in.
  ['login with invalid JSON', 400, raw('POST', '/api/admin/login', '{"username":', 'application/json')],
  ['login as text/plain', 400, raw('POST', '/api/admin/login', 'admin:admin', 'text/plain')],
  ['login without a password', 400, json('POST', '/api/admin/login', { username: ADMIN.username })],
  [
    'login with an operator object',
    400,
    json('POST', '/api/admin/login', { username: { $ne: null }, password: { $ne: null } }),
  ],
  ['console login as multipart without boundary', 400, raw('POST', '/api/users/login', 'x', 'multipart/form-data')],
  ['console login as text/plain', 400, raw('POST', '/api/users/login', 'admin:admin', 'text/plain')],
  ['console login with invalid JSON', 400, raw('POST', '/api/users/login', '{"username":', 'application/json')],
  ['console login with a broken _payload', 400, form('POST', '/api/users/login', { _payload: '{"username":' })],
  [
    'console login with a blank password',
    400,
    json('POST', '/api/users/login', { username: ADMIN.username, password: ' ' }),
  ],
]

describe('malformed requests', () => {
  const dataDir = tempDataDir('api-malformed')
  let server: RunningServer
  let url: string
  let context: Context

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    const cookie = await signIn(url)
    const created = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      form: multipart(text(validCar), { images: [{ name: 'panda.jpg', data: photoJpg }] }),
    })
    expect(created.status).toBe(201)
    const car = (await created.json()) as { id: number; selectedMediaIds: number[] }
    context = { carId: car.id, photoId: car.selectedMediaIds[0], cookie }
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it(`has at least 60 cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(60)
  })

  it('refuses every one with its 4xx and a clear JSON message, and changes nothing', async () => {
    const before = await catalogueSnapshot(url, context.cookie)
    const filesBefore = fs.readdirSync(path.join(dataDir, 'media')).sort()
    const failures: string[] = []
    for (const [name, status, request] of cases) {
      const { path: requestPath, ...init } = request(context)
      const response = await call(url, requestPath, init)
      const body = (await response.json().catch(() => null)) as {
        error?: string
        errors?: { message?: string }[]
      } | null
      const message = body?.error ?? body?.errors?.[0]?.message
      if (response.status !== status || typeof message !== 'string' || message.length < 5) {
        failures.push(`${name}: ${response.status} ${JSON.stringify(body)}`)
      }
    }
    expect(failures).toEqual([])
    expect(await catalogueSnapshot(url, context.cookie)).toEqual(before)
    expect(fs.readdirSync(path.join(dataDir, 'media')).sort()).toEqual(filesBefore)
  })

  it('stores HTML and SQL in every text field as typed, and changes nothing else', async () => {
    const before = await catalogueSnapshot(url, context.cookie)
    const typed = {
      brand: `<b>Fiat</b>${sql}`.slice(0, 60),
      model: `Panda" onmouseover="alert(1)`,
      name: `${html} ${sql}`,
      description: `<img src=x onerror=alert(1)>\n${sql}\n&amp; 1=1`,
      features: [html, sql],
      colors: [`Rosso'--`],
    }
    const created = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie: context.cookie,
      json: { ...validCar, ...typed },
    })
    expect(created.status).toBe(201)
    const car = (await created.json()) as { id: number; slug: string }
    expect(car.slug).toMatch(/^[a-z0-9-]+$/)

    const read = await (await call(url, `/api/cars/by-slug/${car.slug}`)).json()
    expect(read).toMatchObject(typed)
    const after = await catalogueSnapshot(url, context.cookie)
    expect(after.cars.filter((doc) => doc.id !== car.id)).toEqual(before.cars)
    expect(after.media).toEqual(before.media)

    const injected = await (
      await call(url, `/api/cars?where[brand][equals]=${encodeURIComponent("' OR 1=1 --")}`)
    ).json()
    expect((injected as { totalDocs: number }).totalDocs).toBe(0)
  })
})

import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readAnswer } from '@autosalone/domain/answer-contract'
import {
  carCardWithBrandPageSchema,
  carCardWithBrandSchema,
  carChoicesAnswerSchema,
  compareChoicesAnswerSchema,
} from '@autosalone/domain/car-cards'
import { carImagesAnswerSchema, carRecordSchema } from '@autosalone/domain/car-record'
import { siteSettingsAnswerSchema } from '@autosalone/domain/dealer-settings/settings-answer'
import { siteTextsHtmlSchema } from '@autosalone/domain/site-texts'

import { call, multipart, photoJpg, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type Car = { id: number; slug: string; price: number; name: string; isAvailable: boolean } & Record<string, unknown>
type CarList = { docs: Car[]; totalDocs: number; page: number; limit: number; totalPages: number }

describe('public car API', () => {
  const dataDir = tempDataDir('api-public')
  let server: RunningServer
  let url: string
  let cookie: string
  let withPhotos: Car
  let unavailable: Car

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
    const created = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      form: multipart(
        {
          ...validCar,
          name: 'Alfa Romeo Giulia Veloce',
          brand: 'Alfa Romeo',
          model: 'Giulia',
          features: 'Navi, Pelle',
          color: 'Rosso',
        },
        {
          images: [
            { name: 'giulia.jpg', data: photoJpg },
            { name: 'giulia-2.jpg', data: photoJpg },
          ],
        },
      ),
    })
    expect(created.status).toBe(201)
    withPhotos = (await created.json()) as Car
    const second = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...validCar, available: false },
    })
    expect(second.status).toBe(201)
    unavailable = (await second.json()) as Car
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('lists cars with Payload paging and the derived fields, without populating photos', async () => {
    const response = await call(url, '/api/cars?depth=0&limit=1&page=2&sort=createdAt')
    expect(response.status).toBe(200)
    const list = (await response.json()) as CarList
    expect(list).toMatchObject({ totalDocs: 2, page: 2, limit: 1, totalPages: 2 })
    expect(list.docs[0].id).toBe(unavailable.id)

    const full = (await (await call(url, '/api/cars?where[brand][equals]=Alfa%20Romeo')).json()) as CarList
    const car = full.docs[0]
    const photos = car.photos as { id: number; card: string }[]
    expect(photos.map((photo) => photo.id)).toEqual(car.selectedMediaIds)
    expect(car.selectedMediaIds).toHaveLength(2)
    expect(car.mainImage).toBe((car.images as string[])[0])
    expect(car.thumbnails).toHaveLength(2)
    expect(photos.map((photo) => photo.card)).toHaveLength(2)
    expect(car.color).toBe('Rosso')
    expect(car.features).toEqual(['Navi', 'Pelle'])
    for (const image of car.images as string[])
      expect(image).toMatch(/^\/uploads\/giulia(-\d)?-[0-9a-f]{10}-640x480\.webp$/)
  })

  it('answers a selection of fields with the cover photo instead of every photo, for a list of cards', async () => {
    const cards = '/api/cars?depth=0&sort=createdAt&select[name]=true&select[price]=true&select[cover]=true'
    const response = await call(url, cards)
    expect(response.status).toBe(200)
    const list = (await response.json()) as CarList
    expect(list.totalDocs).toBe(2)
    expect(Object.keys(list.docs[0]).sort()).toEqual(['cover', 'id', 'name', 'price'])
    const full = (await (await call(url, `/api/cars/${withPhotos.id}`)).json()) as Car
    expect(list.docs[0].cover).toEqual((full.photos as unknown[])[0])
    expect(list.docs[1]).toEqual({ id: unavailable.id, name: unavailable.name, price: unavailable.price, cover: null })

    // A full answer has the photos, and no second copy of the first; empty lists stay lists.
    expect(full).not.toHaveProperty('cover')
    const bare = (await (await call(url, `/api/cars/${unavailable.id}`)).json()) as Car
    expect(bare).toMatchObject({ colors: [], color: '', features: [], photos: [], images: [] })
    // Another selection, without the cover, reads no photo at all.
    const choices = (await (await call(url, '/api/cars?select[brand]=true')).json()) as CarList
    expect(Object.keys(choices.docs[0]).sort()).toEqual(['brand', 'id'])
  })

  it('filters with where, including unavailable cars only when asked', async () => {
    const available = (await (await call(url, '/api/cars?where[status][equals]=disponibile')).json()) as CarList
    expect(available.docs.map((car) => car.id)).toEqual([withPhotos.id])
    const byBrand = (await (await call(url, '/api/cars?where[brand][equals]=Fiat')).json()) as CarList
    expect(byBrand.docs.map((car) => car.id)).toEqual([unavailable.id])
  })

  it("refuses a visitor a filter, order or field outside the site's own queries, with a 400 naming it", async () => {
    for (const [path, parameter] of [
      ['/api/cars?where[isAvailable][equals]=true', 'where[isAvailable]'],
      // A list's cards are asked by `where[slug][in]`; no other search on the address.
      ['/api/cars?where[slug][like]=giulia', 'where[slug][like]'],
      ['/api/cars?sort=name', 'sort'],
      ['/api/cars?select[description]=true', 'select[description]'],
      ['/api/cars?limit=101', 'limit'],
      ['/api/cars?draft=true', 'draft'],
    ]) {
      const response = await call(url, path)
      expect(response.status, path).toBe(400)
      const { errors } = (await response.json()) as { errors: { message: string }[] }
      expect(errors[0].message, path).toContain(`Parametro "${parameter}"`)
      // The dealer keeps Payload's query language.
      expect((await call(url, path, { cookie })).status, path).toBe(200)
    }
  })

  it('answers with an ETag from the body, a short public max-age and 304 on If-None-Match', async () => {
    const first = await call(url, '/api/cars?depth=0')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30')
    const body = await first.text()

    const again = await call(url, '/api/cars?depth=0')
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe(body)

    const revalidated = await call(url, '/api/cars?depth=0', { headers: { 'if-none-match': etag! } })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')

    const other = await call(url, '/api/cars?depth=0&limit=1')
    expect(other.headers.get('etag')).not.toBe(etag)
  })

  it('shows a change on the very next request, with a new ETag', async () => {
    const before = await call(url, `/api/cars/${withPhotos.id}`)
    const etag = before.headers.get('etag')!
    expect(((await before.json()) as Car).price).toBe(validCar.price)

    const update = await call(url, `/api/admin/cars/${withPhotos.id}`, {
      method: 'PUT',
      cookie,
      json: { price: 15500 },
    })
    expect(update.status).toBe(200)

    const after = await call(url, `/api/cars/${withPhotos.id}`, { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(((await after.json()) as Car).price).toBe(15500)
  })

  it('answers signed-in requests with private, no-store', async () => {
    for (const headers of [{ cookie }, { authorization: 'JWT something' }] as Record<string, string>[]) {
      const response = await call(url, '/api/cars', { headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('etag')).toBeNull()
    }
    const settings = await call(url, '/api/globals/site-settings')
    expect(settings.status).toBe(200)
    expect(settings.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30')
    expect(((await settings.json()) as { address: { city: string } }).address.city).toBe("Fiorenzuola d'Arda")
  })

  it('answers the car page, the cards, the settings and the texts in the shapes of their contracts in domain', async () => {
    const car = await (await call(url, `/api/cars/by-slug/${withPhotos.slug}`)).json()
    expect(readAnswer(carRecordSchema, car, 'GET /api/cars/by-slug').photos).toHaveLength(2)
    const select = Object.keys(carCardWithBrandSchema.shape).filter((field) => field !== 'id')
    const cards = await (
      await call(url, `/api/cars?depth=0&${select.map((f) => `select[${f}]=true`).join('&')}`)
    ).json()
    expect(readAnswer(carCardWithBrandPageSchema, cards, 'GET /api/cars').docs).toHaveLength(2)
    const choices = await (
      await call(url, '/api/cars?pagination=false&depth=0&select[brand]=true&select[model]=true&select[category]=true')
    ).json()
    expect(readAnswer(carChoicesAnswerSchema, choices, 'GET /api/cars?pagination=false').docs).toHaveLength(2)
    const names = await (
      await call(url, '/api/cars?pagination=false&depth=0&select[slug]=true&select[name]=true')
    ).json()
    expect(readAnswer(compareChoicesAnswerSchema, names, 'GET /api/cars?pagination=false').docs).toHaveLength(2)
    const settings = await (await call(url, '/api/globals/site-settings?depth=0')).json()
    expect(readAnswer(siteSettingsAnswerSchema, settings, 'GET /api/globals/site-settings').phone).not.toBe('')
    const texts = await (await call(url, '/api/globals/site-texts/html')).json()
    expect(
      Object.keys(readAnswer(siteTextsHtmlSchema, texts, 'GET /api/globals/site-texts/html').en.servicePages),
    ).toHaveLength(6)
  })

  it('finds a car by slug and by id, or answers 404 JSON', async () => {
    const bySlug = await call(url, `/api/cars/by-slug/${withPhotos.slug}`)
    expect(bySlug.status).toBe(200)
    expect(((await bySlug.json()) as Car).id).toBe(withPhotos.id)

    const byId = await call(url, `/api/cars/${unavailable.id}`)
    expect(byId.status).toBe(200)
    expect(await byId.json()).toMatchObject({
      id: unavailable.id,
      isAvailable: false,
      images: [],
      selectedMediaIds: [],
    })

    const images = await call(url, `/api/cars/${withPhotos.id}/images`)
    expect(readAnswer(carImagesAnswerSchema, await images.json(), 'GET /api/cars/{id}/images').images).toHaveLength(2)

    for (const path of ['/api/cars/by-slug/nessuna-auto', '/api/cars/999999', '/api/cars/999999/images']) {
      const missing = await call(url, path)
      expect(missing.status, path).toBe(404)
      expect(missing.headers.get('content-type')).toContain('application/json')
    }
  })

  it.each(['abc', '-1', '0', '1%20OR%201=1', '1.5', '1e1', '1abc', '99999999999', '%201'])(
    'refuses the id %s with a 404 JSON, never another car',
    async (id) => {
      const response = await call(url, `/api/cars/${id}`)
      expect(response.status).toBe(404)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toBeTruthy()
    },
  )

  it('hides a car in the trash from the list, the slug and the id', async () => {
    const created = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...validCar, name: 'Lancia Ypsilon Gold' },
    })
    const car = (await created.json()) as Car
    expect((await call(url, `/api/cars/by-slug/${car.slug}`)).status).toBe(200)

    expect((await call(url, `/api/admin/cars/${car.id}`, { method: 'DELETE', cookie })).status).toBe(200)

    const list = (await (await call(url, '/api/cars?limit=100')).json()) as CarList
    expect(list.docs.map((doc) => doc.id)).not.toContain(car.id)
    expect((await call(url, `/api/cars/by-slug/${car.slug}`)).status).toBe(404)
    expect((await call(url, `/api/cars/${car.id}`)).status).toBe(404)
    const inTrash = await call(url, `/api/cars/${car.id}?trash=true`, { cookie })
    expect(inTrash.status).toBe(200)
    expect(((await inTrash.json()) as { deletedAt: string | null }).deletedAt).toBeTruthy()
  })

  it('draws a placeholder of the size asked, cached for a year', async () => {
    const response = await call(url, '/api/placeholder/640/480')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await response.text()
    expect(svg).toContain('width="640" height="480"')
    expect(svg).toContain('640 × 480')
    expect((await call(url, '/api/placeholder/1/4000')).status).toBe(200)
  })

  it.each(['0/100', '4001/100', '100/abc', '10.5/10', '-5/10', '100/99999'])(
    'refuses the placeholder size %s with 400 JSON',
    async (size) => {
      const response = await call(url, `/api/placeholder/${size}`)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toContain('1 a 4000')
    },
  )
})

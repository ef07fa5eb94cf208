import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readAnswer } from '@autosalone/domain/answer-contract'
import { adminLeadSchema } from '@autosalone/domain/leads/admin-lead-answer'

import {
  call,
  multipart,
  photoHeic,
  photoJpg,
  signIn,
  startAdminServer,
  validCar,
  type FilePart,
} from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

/** The panel's request as `GET /api/admin/leads/:id` answers it, which always carries its photos. */
const leadDetailSchema = adminLeadSchema.required({ photos: true })

const valuationFields = {
  type: 'valutazione',
  name: 'Giulia Bianchi',
  phone: '+39 333 1234567',
  email: '',
  make: 'Fiat',
  model: 'Punto',
  year: '2015',
  km: '98000',
  fuel: 'Benzina',
  message: '',
  privacy: 'on',
  page: '/servizi/valutazione-auto',
  language: 'it',
}

let address = 10
/** Each request from its own address, so the per-address limit never meets these tests. */
function post(url: string, fields: Record<string, string>, photos: FilePart[], accept = 'application/json') {
  return fetch(`${url}/api/leads/submit`, {
    method: 'POST',
    redirect: 'manual',
    headers: { accept, 'x-forwarded-for': `203.0.113.${address++}` },
    body: multipart(fields, { photos }),
  })
}

describe('leads: trade-in photos with a valuation request', () => {
  const dataDir = tempDataDir('leads-trade-in')
  const mediaDir = path.join(dataDir, 'media')
  let server: RunningServer
  let url: string
  let cookie: string

  const count = async (collection: string) => {
    const response = await call(url, `/api/${collection}?limit=0&depth=0`, { cookie })
    return ((await response.json()) as { totalDocs: number }).totalDocs
  }
  const newestLead = async () => {
    const list = await call(url, '/api/leads?sort=-createdAt&limit=1&depth=0', { cookie })
    const [lead] = ((await list.json()) as { docs: { id: number }[] }).docs
    const path = `/api/admin/leads/${lead.id}`
    return readAnswer(leadDetailSchema, await (await call(url, path, { cookie })).json(), `GET ${path}`)
  }
  const filesOnDisk = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : [])

  beforeAll(async () => {
    server = await startAdminServer(dataDir, { TRUST_PROXY: 'loopback' })
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop()
  })

  it('stores the photos with the request, for the dealer only, and deletes them with it', async () => {
    const photos = [
      { name: 'IMG_0001.jpg', data: photoJpg, type: 'image/jpeg' },
      { name: 'IMG_0002.HEIC', data: photoHeic, type: 'image/heic' },
    ]
    const response = await post(url, valuationFields, photos, 'text/html')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      '/richiesta-inviata?tipo=valutazione&pagina=%2Fservizi%2Fvalutazione-auto&contatto=telefono',
    )

    const lead = await newestLead()
    expect(lead.type).toBe('valutazione')
    expect(lead.photos.map((photo) => photo.name)).toEqual(['IMG_0001.jpg', 'IMG_0002.HEIC'])
    for (const photo of lead.photos) {
      for (const address of [photo.thumbnail, photo.url]) {
        const asDealer = await call(url, address, { cookie })
        expect(asDealer.status).toBe(200)
        expect(asDealer.headers.get('content-type')).toMatch(/^image\//)
        expect((await call(url, address)).status).toBe(404)
        expect((await call(url, address.replace('/api/media/file/', '/uploads/'))).status).toBe(404)
      }
    }
    // Neither the car photo library nor the public photo list shows them.
    const library = (await (await call(url, '/api/admin/media', { cookie })).json()) as { docs: { id: number }[] }
    expect(library.docs.map((photo) => photo.id)).not.toContain(lead.photos[0].id)
    expect(((await (await call(url, '/api/media?depth=0')).json()) as { totalDocs: number }).totalDocs).toBe(0)

    const stored = filesOnDisk()
    expect(stored.length).toBeGreaterThanOrEqual(2)
    expect((await call(url, `/api/leads/${lead.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    expect(await count('media')).toBe(0)
    expect(filesOnDisk()).toEqual([])
  })

  it('refuses a file that is not a photo, by its content, and stores nothing', async () => {
    const leads = await count('leads')
    const fake = { name: 'auto.jpg', data: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' }
    const response = await post(url, valuationFields, [{ name: 'a.jpg', data: photoJpg }, fake])
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { field: string; code: string; message: string }[] }
    expect(body.errors).toEqual([
      { field: 'photos', code: 'notImage', message: 'Sono accettate solo foto (JPEG, HEIC, PNG o WebP)' },
    ])
    expect(await count('leads')).toBe(leads)
    expect(await count('media')).toBe(0)
    expect(filesOnDisk()).toEqual([])
  })

  it('refuses a sixth photo and a photo over 8 MB, back to the form without script', async () => {
    const leads = await count('leads')
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `foto-${index}.jpg`, data: photoJpg }))
    const tooMany = await post(url, valuationFields, six)
    expect(tooMany.status).toBe(400)
    expect(((await tooMany.json()) as { errors: { code: string }[] }).errors[0].code).toBe('tooManyPhotos')

    const back = await post(url, valuationFields, six, 'text/html')
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(
      '/servizi/valutazione-auto?richiesta=errore&modulo=valutazione&campi=photos%3AtooManyPhotos#richiesta-valutazione',
    )

    const big = Buffer.concat([photoJpg, Buffer.alloc(8 * 1024 * 1024)])
    const tooBig = await post(url, valuationFields, [{ name: 'grande.jpg', data: big }])
    expect(tooBig.status).toBe(413)
    const body = (await tooBig.json()) as { errors: { field: string; code: string; message: string }[] }
    expect(body.errors).toEqual([
      { field: 'photos', code: 'photoTooBig', message: 'Ogni foto può pesare al massimo 8 MB' },
    ])
    expect(await count('leads')).toBe(leads)
    expect(await count('media')).toBe(0)
  })

  it('takes photos only with a valuation request', async () => {
    const contact = { ...valuationFields, type: 'contatto', message: 'Avete una Panda?', page: '/contatti' }
    const response = await post(url, contact, [{ name: 'a.jpg', data: photoJpg }])
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0].code).toBe('photosNotAllowed')
    expect(await count('media')).toBe(0)
  })

  it("keeps a visitor's photo apart from the stock photos: never in the library, never on a car, still with its request", async () => {
    expect((await post(url, valuationFields, [{ name: 'panda-fronte.jpg', data: photoJpg }])).status).toBe(201)
    const lead = await newestLead()
    const [photo] = lead.photos
    expect(photo.name).toBe('panda-fronte.jpg')

    const library = (await (await call(url, '/api/admin/media', { cookie })).json()) as { docs: { id: number }[] }
    expect(library.docs.map((item) => item.id)).not.toContain(photo.id)

    // The panel is told it is no photo of the library; a save through Payload's own API drops it.
    const car = { ...validCar, name: 'Fiat Panda in permuta' }
    const refused = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...car, selectedMediaIds: [photo.id] },
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain(`non esistono le foto con id ${photo.id}`)
    const created = await call(url, '/api/cars?depth=0', {
      method: 'POST',
      cookie,
      json: { ...car, photos: [photo.id] },
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const saved = ((await created.json()) as { doc: { id: number; photos: unknown[]; images: string[] } }).doc
    expect(saved.photos).toEqual([])
    expect(saved.images).toEqual([])

    const again = await newestLead()
    expect(again.photos.map((item) => item.id)).toEqual([photo.id])
    expect((await call(url, photo.url, { cookie })).status).toBe(200)

    expect((await call(url, `/api/cars/${saved.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    expect((await call(url, `/api/leads/${lead.id}`, { method: 'DELETE', cookie })).status).toBe(200)
  })
})

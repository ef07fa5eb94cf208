import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, multipart, photoJpg, signIn, startAdminServer, type FilePart } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type LeadView = { id: number; details: Record<string, unknown>; photos: { name: string }[] }

const valuation = {
  type: 'valutazione',
  name: 'Giulia Bianchi',
  phone: '+39 333 1234567',
  make: 'Fiat',
  model: 'Punto',
  year: '2015',
  km: '98000',
  privacy: 'on',
  page: '/servizi/valutazione-auto',
  language: 'it',
}
const photo = (name: string): FilePart => ({ name, data: photoJpg, type: 'image/jpeg' })

/** Room for one fixture photo as uploaded and half another: what the first request stores uses the rest. */
const QUOTA_MB = ((photoJpg.length * 1.5) / 1024 / 1024).toFixed(6)

let address = 1
/** Each request from its own address, so the per-address limit never meets these tests. */
function post(url: string, photos: FilePart[], accept = 'application/json') {
  return fetch(`${url}/api/leads/submit`, {
    method: 'POST',
    redirect: 'manual',
    headers: { accept, 'x-forwarded-for': `198.51.100.${address++}` },
    body: multipart(valuation, { photos }),
  })
}

describe("leads: the storage quota of visitors' photos", () => {
  const dataDir = tempDataDir('leads-photo-quota')
  let server: RunningServer
  let url: string
  let cookie: string
  let leadWithPhotos: number

  const newestLead = async (): Promise<LeadView> => {
    const list = await call(url, '/api/leads?sort=-createdAt&limit=1&depth=0', { cookie })
    const [lead] = ((await list.json()) as { docs: { id: number }[] }).docs
    return (await (await call(url, `/api/admin/leads/${lead.id}`, { cookie })).json()) as LeadView
  }
  const photoRecords = async () => {
    const response = await call(url, '/api/media?limit=0&depth=0', { cookie })
    return ((await response.json()) as { totalDocs: number }).totalDocs
  }

  beforeAll(async () => {
    server = await startAdminServer(dataDir, { TRUST_PROXY: 'loopback', LEAD_PHOTOS_MB_DAY: QUOTA_MB })
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop()
  })

  it('keeps photos while they fit, then stores the request without them and tells the visitor', async () => {
    const first = await post(url, [photo('IMG_0001.jpg')])
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ ok: true })
    const kept = await newestLead()
    expect(kept.photos.map((one) => one.name)).toEqual(['IMG_0001.jpg'])
    leadWithPhotos = kept.id
    const recordsBefore = await photoRecords()

    const second = await post(url, [photo('IMG_0002.jpg'), photo('IMG_0003.jpg')])
    expect(second.status).toBe(201)
    expect(await second.json()).toEqual({ ok: true, photosNotKept: 2 })
    const stored = await newestLead()
    expect(stored.photos).toEqual([])
    // The dealer sees the request, and that its photos were left out.
    expect(stored.details).toMatchObject({ make: 'Fiat', model: 'Punto', photosNotKept: 2 })
    expect(await photoRecords()).toBe(recordsBefore)

    // Without the page's script: the confirmation page says it, in the visitor's language.
    const form = await post(url, [photo('IMG_0004.jpg')], 'text/html')
    expect(form.status).toBe(303)
    const location = form.headers.get('location') ?? ''
    expect(location).toMatch(/^\/richiesta-inviata\?tipo=valutazione&pagina=[^&]+&contatto=\w+&foto=non-salvate$/)
    const notice = 'non sono state salvate: in questo momento non possiamo riceverne altre'
    expect(await (await call(url, location)).text()).toContain(notice)
    const english = await (await call(url, `${location}&lang=en`)).text()
    expect(english).toContain('The photos of your car were not saved: we cannot take any more right now.')
    expect(await (await call(url, '/richiesta-inviata?tipo=valutazione')).text()).not.toContain(notice)
  })

  it('gives the room back when the dealer deletes a request with photos', async () => {
    expect((await call(url, `/api/leads/${leadWithPhotos}`, { method: 'DELETE', cookie })).status).toBe(200)

    const again = await post(url, [photo('IMG_0005.jpg')])
    expect(await again.json()).toEqual({ ok: true })
    expect((await newestLead()).photos.map((kept) => kept.name)).toEqual(['IMG_0005.jpg'])
  })
})

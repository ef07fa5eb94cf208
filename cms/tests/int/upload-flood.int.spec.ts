import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, multipart, signIn, startAdminServer } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'
import {
  hundredMegapixelPhoto,
  largeVisitorPhoto,
  photoUploadBody,
  probeWhile,
  sendHoldingTheEnd,
} from './helpers/uploadFlood'

/** Far above what a loaded machine needs to answer, far below the minutes the old code took. */
const CEILING_MS = 5_000
const FORGED_TOKEN =
  'payload-token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIiwiZXhwIjo0MTAyNDQ0ODAwfQ.Zm9yZ2Vk'
const UPLOADS = ['/api/admin/media/upload', '/api/media', '/api/admin/cars', '/api/admin/media/upload']

const valuation = {
  type: 'valutazione',
  name: 'Giulia Bianchi',
  phone: '+39 333 1234567',
  make: 'Fiat',
  model: 'Punto',
  year: '2015',
  km: '98000',
  fuel: 'Benzina',
  privacy: 'on',
  page: '/servizi/valutazione-auto',
  language: 'it',
}

type StoredPhoto = { id: number; filesize: number; width: number; height: number; lead: number | null }

describe('uploads that cannot starve the site', () => {
  const dataDir = tempDataDir('upload-flood')
  let server: RunningServer
  let url: string
  let cookie: string
  let huge: Buffer
  let large: Buffer

  beforeAll(async () => {
    server = await startAdminServer(dataDir, { TRUST_PROXY: 'loopback' })
    url = server.url
    cookie = await signIn(url)
    ;[huge, large] = await Promise.all([hundredMegapixelPhoto(), largeVisitorPhoto()])
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses forged sessions before their bodies, stores large trade-in photos downscaled, and keeps answering', async () => {
    expect(large.length).toBeLessThan(8 * 1024 * 1024)
    const forged = UPLOADS.map(async (path) => {
      const { body, contentType } = await photoUploadBody(path.endsWith('cars') ? 'images' : 'file', 'auto.jpg', huge)
      return sendHoldingTheEnd(url, path, { 'content-type': contentType, cookie: FORGED_TOKEN }, body)
    })
    const leads = [1, 2, 3, 4].map((n) =>
      fetch(`${url}/api/leads/submit`, {
        method: 'POST',
        headers: { accept: 'application/json', 'x-forwarded-for': `198.51.100.${n}` },
        body: multipart(valuation, { photos: [{ name: `IMG_000${n}.jpg`, data: large }] }),
      }),
    )
    const flood = Promise.allSettled([...forged, ...leads])
    const probes = await probeWhile(
      url,
      [{ path: '/api/health' }, { path: '/' }, { path: '/api/admin/cars', headers: { cookie } }],
      flood,
      CEILING_MS,
    )

    for (const answer of await Promise.all(forged)) {
      expect(answer.status).toBe(401)
      expect(JSON.parse(answer.body)).toEqual({ error: 'Sessione scaduta o assente: accedi di nuovo.' })
      expect(answer.beforeBodyEnded).toBe(true)
    }
    for (const response of await Promise.all(leads)) expect(response.status, await response.text()).toBe(201)
    expect(probes.filter((probe) => probe.status !== 200)).toEqual([])
    for (const path of ['/api/health', '/', '/api/admin/cars']) {
      expect(probes.some((probe) => probe.path === path)).toBe(true)
    }

    const list = await call(url, '/api/media?where[lead][exists]=true&depth=0&limit=10', { cookie })
    const photos = ((await list.json()) as { docs: StoredPhoto[] }).docs
    expect(photos).toHaveLength(4)
    for (const photo of photos) {
      expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(1920)
      expect(photo.filesize).toBeLessThanOrEqual(large.length)
    }
  })

  it('still takes the dealer’s own upload with a valid session', async () => {
    const { body, contentType } = await photoUploadBody('file', 'vetrina.jpg', large)
    const response = await fetch(`${url}/api/admin/media/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie },
      body: new Uint8Array(body),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    // Taken whole, then stored at the panel's 2560 px like every original.
    expect(((await response.json()) as { width: number }).width).toBe(2560)
  })

  it('refuses an upload without any session with 401, before its body', async () => {
    const { body, contentType } = await photoUploadBody('file', 'auto.jpg', large)
    const answer = await sendHoldingTheEnd(url, '/api/admin/media/upload', { 'content-type': contentType }, body)
    expect(answer.status).toBe(401)
    expect(answer.beforeBodyEnded).toBe(true)
  })
})

import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, multipart, photoJpg, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type Photo = { id: number; url: string; deletedAt?: string; purgeAt?: string; detachedFrom?: number[] }
type Car = { id: number; selectedMediaIds: number[] }

const DAY = 24 * 60 * 60 * 1000

describe('the photos’ trash', () => {
  const dataDir = tempDataDir('photo-trash')
  let server: RunningServer
  let url: string
  let cookie: string

  const upload = async (name: string) => {
    const response = await call(url, '/api/admin/media/upload', {
      method: 'POST',
      cookie,
      form: multipart({}, { file: [{ name, data: photoJpg }] }),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as Photo
  }
  const newCar = async (name: string, photos: number[]) => {
    const response = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...validCar, name, selectedMediaIds: photos },
    })
    expect(response.status).toBe(201)
    return (await response.json()) as Car
  }
  const carPhotos = async (id: number) =>
    ((await (await call(url, `/api/admin/cars/${id}`, { cookie })).json()) as Car).selectedMediaIds
  const trash = async () =>
    ((await (await call(url, '/api/admin/media/trash', { cookie })).json()) as { docs: Photo[] }).docs
  const library = async () =>
    ((await (await call(url, '/api/admin/media', { cookie })).json()) as { docs: Photo[] }).docs.map((p) => p.id)

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('takes a deleted photo off its cars for 30 days, and puts it back in its place on them when restored', async () => {
    const cover = await upload('copertina.jpg')
    const side = await upload('fianco.jpg')
    const first = await newCar('Fiat Tipo uno', [side.id, cover.id])
    const second = await newCar('Fiat Tipo due', [side.id])

    const deleted = await call(url, `/api/admin/media/${side.id}`, { method: 'DELETE', cookie })
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ id: side.id, cars: expect.arrayContaining([first.id, second.id]) })
    expect(await carPhotos(first.id)).toEqual([cover.id])
    expect(await carPhotos(second.id)).toEqual([])
    expect(await library()).not.toContain(side.id)
    // Not served any more, to anybody; the files wait in the trash.
    expect((await call(url, side.url)).status).toBe(404)

    const [inTrash] = (await trash()).filter((photo) => photo.id === side.id)
    expect(Date.parse(inTrash.purgeAt!) - Date.parse(inTrash.deletedAt!)).toBe(30 * DAY)
    expect(inTrash.detachedFrom).toEqual(expect.arrayContaining([first.id, second.id]))

    const restored = await call(url, `/api/admin/media/${side.id}/restore`, { method: 'POST', cookie })
    expect(restored.status, await restored.clone().text()).toBe(200)
    // Back in its place: the first car's cover again.
    expect(await carPhotos(first.id)).toEqual([side.id, cover.id])
    expect(await carPhotos(second.id)).toEqual([side.id])
    expect(await library()).toContain(side.id)
    expect((await call(url, side.url, { cookie })).status).toBe(200)
    expect((await trash()).map((photo) => photo.id)).not.toContain(side.id)

    // Only what is in the trash is restored; only the dealer sees or touches the trash.
    expect((await call(url, `/api/admin/media/${side.id}/restore`, { method: 'POST', cookie })).status).toBe(404)
    expect((await call(url, '/api/admin/media/trash')).status).toBe(401)
    expect((await call(url, `/api/admin/media/${side.id}/restore`, { method: 'POST' })).status).toBe(401)
  })

  it('deletes several unused photos at once, all or none', async () => {
    const unused = [await upload('resto-1.jpg'), await upload('resto-2.jpg')]
    const ids = unused.map((photo) => photo.id)

    for (const body of [{}, { ids: [] }, { ids: ['uno'] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      expect((await call(url, '/api/admin/media/trash', { method: 'POST', cookie, json: body })).status).toBe(400)
    }
    const withMissing = await call(url, '/api/admin/media/trash', {
      method: 'POST',
      cookie,
      json: { ids: [...ids, 999_999] },
    })
    expect(withMissing.status).toBe(404)
    expect(await library()).toEqual(expect.arrayContaining(ids))

    const bulk = await call(url, '/api/admin/media/trash', { method: 'POST', cookie, json: { ids } })
    expect(bulk.status, await bulk.clone().text()).toBe(200)
    const left = await library()
    for (const id of ids) expect(left).not.toContain(id)
    expect((await trash()).map((photo) => photo.id)).toEqual(expect.arrayContaining(ids))
  })

  it('empties the trash of photos deleted more than 30 days ago, and only of those', async () => {
    const old = await upload('vecchia.jpg')
    const recent = await upload('recente.jpg')
    expect((await call(url, `/api/admin/media/${recent.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    const aged = await call(url, `/api/media/${old.id}`, {
      method: 'PATCH',
      cookie,
      headers: { origin: url },
      json: { deletedAt: new Date(Date.now() - 31 * DAY).toISOString() },
    })
    expect(aged.status, await aged.clone().text()).toBe(200)

    const queued = await call(url, '/api/payload-jobs', {
      method: 'POST',
      cookie,
      headers: { origin: url },
      json: { taskSlug: 'purgeTrashedPhotos', queue: 'catalogue', input: {} },
    })
    expect(queued.status, await queued.clone().text()).toBe(201)
    expect((await call(url, '/api/payload-jobs/run?queue=catalogue', { cookie })).status).toBe(200)

    const left = (await trash()).map((photo) => photo.id)
    expect(left).not.toContain(old.id)
    expect(left).toContain(recent.id)
    expect((await call(url, old.url, { cookie })).status).toBe(404)
  })
})

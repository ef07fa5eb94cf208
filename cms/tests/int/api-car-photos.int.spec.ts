import fs from 'node:fs'

import { carRecordSchema, type CarRecord } from '@autosalone/domain/car-record'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, photoJpg, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { noisyPhoto, photoForm, uploadedDoc } from './helpers/photoUploads'
import { tempDataDir, type RunningServer } from './helpers/server'

/** A car answer, checked against the contract: every field it names, nothing else. */
async function carRecord(response: Response): Promise<CarRecord> {
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  return carRecordSchema.strict().parse(await response.json())
}

describe('a car’s photos in its answers', () => {
  const dataDir = tempDataDir('api-car-photos')
  let server: RunningServer
  let url: string
  let cookie: string

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  async function consoleUpload(name: string, data: Buffer) {
    const response = await fetch(`${url}/api/media`, {
      method: 'POST',
      headers: { cookie },
      body: photoForm({ name, data }),
    })
    return uploadedDoc(response)
  }

  it('answers the contract’s record: the photos once, plus the fields the spec derives from them', async () => {
    const [first, second] = [await consoleUpload('davanti.jpg', photoJpg), await consoleUpload('retro.jpg', photoJpg)]
    const created = await carRecord(
      await call(url, '/api/admin/cars', {
        method: 'POST',
        cookie,
        json: { ...validCar, selectedMediaIds: [second.id, first.id], youtubeVideoId: null, isAvailable: true },
      }),
    )
    const answer = await carRecord(await call(url, `/api/cars/${created.id}`))

    expect(answer.photos.map((photo) => photo.id)).toEqual([second.id, first.id])
    expect(second.filename).toMatch(/^retro-[0-9a-f]{10}\.jpg$/)
    expect(answer.photos[0]).toMatchObject({ original: `/uploads/${second.filename}`, width: 640, height: 480 })
    expect(answer.selectedMediaIds).toEqual([second.id, first.id])
    expect(answer.mainImage).toBe(answer.photos[0].large)
    expect(answer.images).toEqual(answer.photos.map((photo) => photo.large))
    expect(answer.thumbnails).toEqual(answer.photos.map((photo) => photo.thumbnail))
    expect(answer).not.toHaveProperty('gallery')
    expect(answer).not.toHaveProperty('cards')
  })

  it('shows a photo’s new file on every car once the file is replaced through Payload’s REST API, as /cms does', async () => {
    const photo = await consoleUpload('vecchia.jpg', photoJpg)
    const car = await carRecord(
      await call(url, '/api/admin/cars', {
        method: 'POST',
        cookie,
        json: { ...validCar, name: 'Fiat Panda Cross', selectedMediaIds: [photo.id] },
      }),
    )
    const before = await carRecord(await call(url, `/api/cars/by-slug/${car.slug}`))
    expect(before.photos[0].original).toBe(`/uploads/${photo.filename}`)

    const replaced = await fetch(`${url}/api/media/${photo.id}`, {
      method: 'PATCH',
      headers: { cookie },
      body: photoForm({ name: 'nuova.jpg', data: await noisyPhoto(900, 600) }),
    })
    expect(replaced.status, await replaced.clone().text()).toBe(200)
    const newFile = ((await replaced.json()) as { doc: { filename: string } }).doc.filename
    expect(newFile).toMatch(/^nuova-[0-9a-f]{10}\.jpg$/)

    const after = await carRecord(await call(url, `/api/cars/by-slug/${car.slug}`))
    expect(after.photos).toHaveLength(1)
    expect(after.photos[0]).toMatchObject({ id: photo.id, original: `/uploads/${newFile}`, width: 900, height: 600 })
    expect(after.mainImage).toBe(after.photos[0].large)
    expect(after.mainImage).not.toBe(before.mainImage)
    expect(after.thumbnails).toEqual([after.photos[0].thumbnail])
    for (const file of [after.photos[0].original, after.photos[0].card, after.photos[0].thumbnail]) {
      expect((await fetch(`${url}${file}`)).status, file).toBe(200)
    }
    const forEditing = await carRecord(await call(url, `/api/admin/cars/${car.id}`, { cookie }))
    expect(forEditing.photos).toEqual(after.photos)
  })
})

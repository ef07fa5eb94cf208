import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  call,
  catalogueSnapshot,
  multipart,
  photoHeic,
  photoJpg,
  signIn,
  startAdminServer,
  validCar,
} from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type Car = {
  id: number
  slug: string
  selectedMediaIds: number[]
  images: string[]
  thumbnails: string[]
  photos: { id: number; original: string; large: string; thumbnail: string }[]
} & Record<string, unknown>
type MediaItem = {
  id: number
  filename: string
  originalFilename: string
  fileSize: number
  mimeType: string
  width: number
  height: number
  url: string
  thumbnailURL: string
  sizes: Record<string, { url: string }>
}

describe('admin API', () => {
  const dataDir = tempDataDir('api-admin')
  let server: RunningServer
  let url: string
  let cookie: string

  const createCar = async (body: { json?: unknown; form?: FormData }) => {
    const response = await call(url, '/api/admin/cars', { method: 'POST', cookie, ...body })
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as Car
  }
  const uploadPhoto = async (name: string, data: Buffer) => {
    const response = await call(url, '/api/admin/media/upload', {
      method: 'POST',
      cookie,
      form: multipart({}, { file: [{ name, data }] }),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as MediaItem
  }

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  describe('cars', () => {
    it('lists every car, unavailable ones included, newest first', async () => {
      const older = await createCar({ json: { ...validCar, name: 'Opel Corsa', available: false } })
      const newer = await createCar({ json: { ...validCar, name: 'Opel Astra' } })
      const response = await call(url, '/api/admin/cars', { cookie })
      expect(response.status).toBe(200)
      const { docs } = (await response.json()) as { docs: Car[] }
      const ids = docs.map((car) => car.id)
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
      expect(docs.find((car) => car.id === older.id)?.isAvailable).toBe(false)

      // The dealer's record is the public one plus the plate, the VIN and the stock number, which visitors never get.
      const one = await call(url, `/api/admin/cars/${older.id}`, { cookie })
      const publicRecord = (await (await call(url, `/api/cars/${older.id}`)).json()) as Car
      expect(await one.json()).toEqual({ ...publicRecord, plate: null, vin: null, stockNumber: null })
      expect(publicRecord).not.toHaveProperty('vin')
      expect((await call(url, '/api/admin/cars/999999', { cookie })).status).toBe(404)
    })

    it('creates a car from the page form (JSON)', async () => {
      const photo = await uploadPhoto('esterno.jpg', photoJpg)
      const car = await createCar({
        json: {
          ...validCar,
          mileage: '15000',
          power: 70,
          fuel: 'ibrida',
          transmission: 'manuale',
          category: 'city-car',
          colors: ['Rosso Passione', 'Bianco'],
          features: ['Clima automatico', ''],
          description: 'Come nuova',
          youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          available: true,
          selectedMediaIds: [photo.id],
          images: ['/uploads/ignored.jpg'],
        },
      })
      expect(car).toMatchObject({
        ...validCar,
        slug: 'fiat-panda-1-0-hybrid-city-life-2022',
        mileage: 15000,
        power: 70,
        fuel: 'ibrida',
        category: 'city-car',
        condition: 'usata',
        colors: ['Rosso Passione', 'Bianco'],
        color: 'Rosso Passione, Bianco',
        features: ['Clima automatico'],
        youtubeVideoId: 'dQw4w9WgXcQ',
        isAvailable: true,
        selectedMediaIds: [photo.id],
        images: [photo.sizes.large.url],
        thumbnails: [photo.sizes.thumbnail.url],
      })
      expect(car.id).toEqual(expect.any(Number))
    })

    it('creates a car from the panel form (multipart with labels and repeated images), photos in order', async () => {
      const car = await createCar({
        form: multipart(
          {
            ...validCar,
            name: 'Audi A4 Avant',
            year: '2021',
            fuel: 'Diesel',
            transmission: 'Automatico',
            category: 'Station Wagon',
            color: 'Nero',
            features: 'Navigatore, Sensori, Cruise',
            isAvailable: 'false',
          },
          {
            images: [
              { name: 'primo.heic', data: photoHeic, type: 'image/heic' },
              { name: 'secondo.jpg', data: photoJpg },
            ],
          },
        ),
      })
      expect(car).toMatchObject({
        fuel: 'diesel',
        transmission: 'automatica',
        category: 'station-wagon',
        isAvailable: false,
        year: 2021,
      })
      expect(car.features).toEqual(['Navigatore', 'Sensori', 'Cruise'])
      expect(car.selectedMediaIds).toHaveLength(2)
      const media = ((await (await call(url, '/api/admin/media', { cookie })).json()) as { docs: MediaItem[] }).docs
      const [first, second] = car.selectedMediaIds.map((id) => media.find((item) => item.id === id)!)
      expect(first.originalFilename).toBe('primo.heic')
      expect(second.originalFilename).toBe('secondo.jpg')
      for (const image of car.images) expect((await fetch(`${url}${image}`)).status).toBe(200)
    })

    it('updates part of a car and saves the photo order as existingImages then the new files', async () => {
      const car = await createCar({
        form: multipart(validCar, {
          images: ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => ({ name, data: photoJpg })),
        }),
      })
      const [a, b, c] = car.photos
      const response = await call(url, `/api/admin/cars/${car.id}`, {
        method: 'PUT',
        cookie,
        form: multipart(
          { price: '11500', existingImages: JSON.stringify([c.thumbnail, `http://example.test${a.large}`]) },
          { images: [{ name: 'd.jpg', data: photoJpg }] },
        ),
      })
      expect(response.status, await response.clone().text()).toBe(200)
      const updated = (await response.json()) as Car
      expect(updated.price).toBe(11500)
      expect(updated.name).toBe(validCar.name)
      expect(updated.slug).toBe(car.slug)
      expect(updated.selectedMediaIds.slice(0, 2)).toEqual([c.id, a.id])
      expect(updated.selectedMediaIds).toHaveLength(3)
      expect(updated.selectedMediaIds).not.toContain(b.id)
      expect(updated.images[0]).toBe(c.large)

      const reordered = await call(url, `/api/admin/cars/${car.id}`, {
        method: 'PUT',
        cookie,
        json: { selectedMediaIds: [a.id, b.id] },
      })
      expect(((await reordered.json()) as Car).selectedMediaIds).toEqual([a.id, b.id])
      expect((await call(url, '/api/admin/cars/999999', { method: 'PUT', cookie, json: { price: 1 } })).status).toBe(
        404,
      )
    })

    it('moves a deleted car to the trash', async () => {
      const car = await createCar({ json: { ...validCar, name: 'Smart ForTwo' } })
      const response = await call(url, `/api/admin/cars/${car.id}`, { method: 'DELETE', cookie })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ id: car.id })
      const { cars } = await catalogueSnapshot(url, cookie)
      expect(cars.map((doc) => doc.id)).not.toContain(car.id)
      expect((await call(url, `/api/admin/cars/${car.id}`, { cookie })).status).toBe(404)
      expect((await call(url, `/api/admin/cars/${car.id}`, { method: 'DELETE', cookie })).status).toBe(404)
      const restored = await call(url, `/api/cars/${car.id}?trash=true`, {
        method: 'PATCH',
        cookie,
        json: { deletedAt: null },
      })
      expect(restored.status).toBe(200)
      expect((await call(url, `/api/cars/${car.id}`)).status).toBe(200)
    })

    it('leaves nothing behind when a photo of a new car is refused', async () => {
      const before = await catalogueSnapshot(url, cookie)
      const filesBefore = fs.readdirSync(path.join(dataDir, 'media')).sort()
      const response = await call(url, '/api/admin/cars', {
        method: 'POST',
        cookie,
        form: multipart(validCar, {
          images: [
            { name: 'buona.jpg', data: photoJpg },
            { name: 'rotta.jpg', data: photoJpg.subarray(0, 2000) },
          ],
        }),
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toContain('rotta.jpg')
      expect(await catalogueSnapshot(url, cookie)).toEqual(before)
      expect(fs.readdirSync(path.join(dataDir, 'media')).sort()).toEqual(filesBefore)
    })
  })

  describe('media', () => {
    it('stores a photo without EXIF/GPS, with variants, and lists it first', async () => {
      expect((await sharp(photoJpg).metadata()).exif).toBeDefined()
      const photo = await uploadPhoto('IMG_0001.jpg', photoJpg)
      expect(photo).toMatchObject({ originalFilename: 'IMG_0001.jpg', mimeType: 'image/jpeg', width: 640, height: 480 })
      expect(photo.fileSize).toBeGreaterThan(0)
      expect(photo.thumbnailURL).toBe(photo.sizes.thumbnail.url)
      const stored = Buffer.from(await (await fetch(`${url}${photo.url}`)).arrayBuffer())
      const metadata = await sharp(stored).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(metadata.format).toBe('jpeg')

      const { docs } = (await (await call(url, '/api/admin/media', { cookie })).json()) as { docs: MediaItem[] }
      expect(docs[0].id).toBe(photo.id)
    })

    it('stores an iPhone HEIC photo as JPEG', async () => {
      const photo = await uploadPhoto('IMG_0002.HEIC', photoHeic)
      expect(photo.mimeType).toBe('image/jpeg')
      expect(photo.filename).toMatch(/\.jpg$/)
      const stored = Buffer.from(await (await fetch(`${url}${photo.url}`)).arrayBuffer())
      expect((await sharp(stored).metadata()).format).toBe('jpeg')
    })

    it('keeps the pipeline statuses: 413 too large, 415 not an image, 400 damaged', async () => {
      const cases: [string, Buffer, number, string][] = [
        [
          'enorme.jpg',
          Buffer.concat([photoJpg, Buffer.alloc(50 * 1024 * 1024)]),
          413,
          'enorme.jpg è troppo grande (max 50MB)',
        ],
        ['nota.txt', Buffer.from('non sono una foto'), 415, "nota.txt non è un'immagine supportata"],
        ['rotta.jpg', photoJpg.subarray(0, 1000), 400, 'rotta.jpg'],
      ]
      for (const [name, data, status, message] of cases) {
        const response = await call(url, '/api/admin/media/upload', {
          method: 'POST',
          cookie,
          form: multipart({}, { file: [{ name, data }] }),
        })
        expect(response.status, name).toBe(status)
        expect(((await response.json()) as { error: string }).error).toContain(message)
      }
    })

    it('redirects the proxy to the thumbnail file', async () => {
      const photo = await uploadPhoto('proxy.jpg', photoJpg)
      const response = await call(url, `/api/admin/media/${photo.id}/proxy`, { cookie })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(photo.sizes.thumbnail.url)
      expect((await fetch(`${url}${response.headers.get('location')}`)).headers.get('content-type')).toBe('image/webp')
      expect((await call(url, '/api/admin/media/999999/proxy', { cookie })).status).toBe(404)
    })

    it('deletes a photo from the storage and from every car that used it, trashed ones too', async () => {
      const [keep, remove] = [await uploadPhoto('resta.jpg', photoJpg), await uploadPhoto('via.jpg', photoJpg)]
      const shown = await createCar({
        json: { ...validCar, name: 'Jeep Renegade', selectedMediaIds: [remove.id, keep.id] },
      })
      const trashed = await createCar({ json: { ...validCar, name: 'Jeep Compass', selectedMediaIds: [remove.id] } })
      await call(url, `/api/admin/cars/${trashed.id}`, { method: 'DELETE', cookie })

      const response = await call(url, `/api/admin/media/${remove.id}`, { method: 'DELETE', cookie })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ id: remove.id, cars: expect.arrayContaining([shown.id, trashed.id]) })

      const car = (await (await call(url, `/api/admin/cars/${shown.id}`, { cookie })).json()) as Car
      expect(car.selectedMediaIds).toEqual([keep.id])
      expect(car.images).toEqual([keep.sizes.large.url])
      const inTrash = (await (await call(url, `/api/cars/${trashed.id}?trash=true`, { cookie })).json()) as Car & {
        deletedAt: string
      }
      expect(inTrash.selectedMediaIds).toEqual([])
      expect(inTrash.deletedAt).toBeTruthy()

      for (const file of [remove.url, remove.sizes.thumbnail.url])
        expect((await fetch(`${url}${file}`)).status).toBe(404)
      const { media } = await catalogueSnapshot(url, cookie)
      expect(media.map((item) => item.id)).not.toContain(remove.id)
      expect((await call(url, `/api/admin/media/${remove.id}`, { method: 'DELETE', cookie })).status).toBe(404)
    })

    it('takes a photo deleted from the /cms console off the cars too', async () => {
      const photo = await uploadPhoto('console.jpg', photoJpg)
      const car = await createCar({ json: { ...validCar, name: 'Fiat Panda', selectedMediaIds: [photo.id] } })

      // The console deletes through Payload's own REST route, not the panel's endpoint.
      const response = await call(url, `/api/media/${photo.id}`, { method: 'DELETE', cookie })
      expect(response.status).toBe(200)

      const after = (await (await call(url, `/api/admin/cars/${car.id}`, { cookie })).json()) as Car
      expect(after.selectedMediaIds).toEqual([])
      expect(after.images).toEqual([])
    })
  })
})

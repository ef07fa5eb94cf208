import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, catalogueSnapshot, multipart, photoJpg, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { startTestBucket, type TestBucket } from './helpers/s3'
import { tempDataDir, type RunningServer } from './helpers/server'

type Car = { id: number; selectedMediaIds: number[]; photos: { id: number; original: string }[] }

/** S3 writes are not undone by a database rollback: the admin API must remove what it stored. */
describe('admin API with photos in S3', () => {
  const dataDir = tempDataDir('api-s3')
  let bucket: TestBucket
  let server: RunningServer
  let url: string
  let cookie: string

  beforeAll(async () => {
    bucket = await startTestBucket()
    server = await startAdminServer(dataDir, bucket.env)
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    await bucket?.remove()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('removes the objects of the photos already stored when a later photo of the car is refused', async () => {
    const before = await catalogueSnapshot(url, cookie)
    const objectsBefore = (await bucket.objectKeys()).sort()
    const response = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      form: multipart(validCar, {
        images: [
          { name: 'prima.jpg', data: photoJpg },
          { name: 'seconda.jpg', data: photoJpg },
          { name: 'rotta.jpg', data: photoJpg.subarray(0, 2000) },
        ],
      }),
    })
    expect(response.status).toBe(400)
    expect(await catalogueSnapshot(url, cookie)).toEqual(before)
    expect((await bucket.objectKeys()).sort()).toEqual(objectsBefore)
  })

  it('takes a deleted photo off the car and stops serving it, keeping its objects for the trash', async () => {
    const created = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      form: multipart(validCar, {
        images: [
          { name: 'resta.jpg', data: photoJpg },
          { name: 'via.jpg', data: photoJpg },
        ],
      }),
    })
    expect(created.status).toBe(201)
    const car = (await created.json()) as Car
    const removed = car.photos[1]
    // The stored names: the upload's name with the suffix that makes it unique (decision record 041).
    const stem = /^\/uploads\/(via-[0-9a-f]{10})\.jpg$/.exec(removed.original)?.[1]
    expect(stem).toBeDefined()
    const files = [`${stem}.jpg`, `${stem}-400x300.webp`, `${stem}-640x480.webp`]
    expect(await bucket.objectKeys()).toEqual(expect.arrayContaining(files))

    const response = await call(url, `/api/admin/media/${removed.id}`, { method: 'DELETE', cookie })
    expect(response.status).toBe(200)
    // In the trash for 30 days: the objects stay, so restoring it brings the photo back.
    expect(await bucket.objectKeys()).toEqual(expect.arrayContaining(files))
    const after = (await (await call(url, `/api/admin/cars/${car.id}`, { cookie })).json()) as Car
    expect(after.selectedMediaIds).toEqual([car.photos[0].id])
    expect((await fetch(`${url}${removed.original}`)).status).toBe(404)
  })
})

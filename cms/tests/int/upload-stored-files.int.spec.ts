import fs from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, multipart, photoJpg, signIn, startAdminServer } from './helpers/apiClient'
import { mediaDocs, noisyPhoto, storedFilenames } from './helpers/photoUploads'
import { startTestBucket, type TestBucket } from './helpers/s3'
import { tempDataDir, type RunningServer } from './helpers/server'

type MediaItem = {
  id: number
  filename: string
  originalFilename: string
  mimeType: string
  fileSize: number
  width: number
  height: number
}

const SAME_NAME_UPLOADS = 8

describe('photos stored through the panel, in S3', () => {
  const dataDir = tempDataDir('upload-stored-files')
  let bucket: TestBucket
  let server: RunningServer
  let url: string
  let cookie: string

  const upload = (name: string, data: Buffer, type = 'image/jpeg') =>
    call(url, '/api/admin/media/upload', {
      method: 'POST',
      cookie,
      form: multipart({}, { file: [{ name, data, type }] }),
    })

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

  it(`stores ${SAME_NAME_UPLOADS} photos named IMG_0001.JPG sent at the same moment, each under a name of its own`, async () => {
    const answers = await Promise.all(Array.from({ length: SAME_NAME_UPLOADS }, () => upload('IMG_0001.JPG', photoJpg)))
    const bodies = await Promise.all(
      answers.map(async (answer) => ({ status: answer.status, body: await answer.text() })),
    )
    for (const { status, body } of bodies) expect(status, body).toBe(201)

    const photos = bodies.map(({ body }) => JSON.parse(body) as MediaItem)
    expect(new Set(photos.map((photo) => photo.id)).size).toBe(SAME_NAME_UPLOADS)
    expect(new Set(photos.map((photo) => photo.filename)).size).toBe(SAME_NAME_UPLOADS)
    for (const photo of photos) {
      expect(photo.filename).toMatch(/^IMG_0001-[0-9a-f]{10}\.jpg$/)
      expect(photo.originalFilename).toBe('IMG_0001.JPG')
    }

    // Every object in the bucket is a file of one of these records, and every file of theirs is there.
    const records = await mediaDocs(url, cookie)
    expect(records.map((record) => record.id).sort()).toEqual(photos.map((photo) => photo.id).sort())
    const expected = records.flatMap(storedFilenames).sort()
    expect(expected.length).toBeGreaterThan(SAME_NAME_UPLOADS)
    expect(await bucket.objectKeys()).toEqual(expected)
  })

  it('stores a 4000 × 3000 PNG as a JPEG of 2560 px, about the size of a JPEG of it', async () => {
    // A camera picture saved as PNG: 37 MB, the size the dealer's upload was kept at.
    const png = await sharp(await noisyPhoto(4000, 3000))
      .png({ compressionLevel: 1 })
      .toBuffer()
    expect(png.length).toBeGreaterThan(30 * 1024 * 1024)
    const jpegOfIt = await sharp(png).resize({ width: 2560 }).jpeg({ quality: 88 }).toBuffer()

    const answer = await upload('Schermata 2026-11-28.png', png, 'image/png')
    expect(answer.status, await answer.clone().text()).toBe(201)
    const photo = (await answer.json()) as MediaItem
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 2560, height: 1920 })
    expect(photo.filename).toMatch(/^Schermata-2026-11-28-[0-9a-f]{10}\.jpg$/)
    expect(photo.fileSize).toBeGreaterThan(jpegOfIt.length / 2)
    expect(photo.fileSize).toBeLessThan(jpegOfIt.length * 2)

    const served = await call(url, `/uploads/${photo.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    const stored = Buffer.from(await served.arrayBuffer())
    expect(stored.length).toBe(photo.fileSize)
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 2560, height: 1920 })
    expect(await bucket.objectKeys()).toContain(photo.filename)
  })
})

import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, multipart, photoJpg, signIn, startAdminServer } from './helpers/apiClient'
import { mediaDocs, storedFilenames } from './helpers/photoUploads'
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
})

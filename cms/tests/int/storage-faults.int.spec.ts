import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ADMIN_ENV,
  mediaDocs,
  noisyPhoto,
  signIn,
  storedFilenames,
  uploadPhoto,
  uploadedDoc,
  type MediaDoc,
} from './helpers/photoUploads'
import { startTestBucket, type TestBucket } from './helpers/s3'
import { freePort, startServer, tempDataDir, type RunningServer } from './helpers/server'

const OUTAGE = 'Archivio foto non raggiungibile, riprova tra poco.'
const photoJpg = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photo.jpg'))

/** Every record's original and variants must be there: a record is whole or absent. */
async function expectEveryRecordWhole(base: string): Promise<MediaDoc[]> {
  const docs = await mediaDocs(base, await signIn(base))
  for (const doc of docs) {
    for (const name of storedFilenames(doc)) {
      expect((await fetch(`${base}/uploads/${name}`)).status, `${doc.originalFilename}: ${name}`).toBe(200)
    }
  }
  return docs
}

describe('photos on S3 when the store fails', () => {
  const dataDir = tempDataDir('storage-faults-s3')
  let env: Record<string, string>
  let bucket: TestBucket
  let server: RunningServer
  let base: string
  let cookie: string
  let kept: MediaDoc

  beforeAll(async () => {
    bucket = await startTestBucket()
    env = { DATA_DIR: dataDir, PORT: String(await freePort()), ...ADMIN_ENV, ...bucket.env }
    server = await startServer(env)
    base = server.url
    cookie = await signIn(base)
    kept = await uploadedDoc(await uploadPhoto(base, cookie, { data: photoJpg, name: 'tenuta.jpg' }))
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    await bucket?.remove()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503 in Italian and keeps no record when the store stops during an upload', async () => {
    const before = await mediaDocs(base, cookie)
    const arrived = bucket.nextUploadArrives()
    const upload = uploadPhoto(base, cookie, { data: await noisyPhoto(2400, 1600), name: 'interrotta.jpg' })
    await arrived
    await bucket.stop()

    const response = await upload
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ errors: [{ message: OUTAGE }] })
    expect((await mediaDocs(base, cookie)).map((doc) => doc.id)).toEqual(before.map((doc) => doc.id))
  })

  it('reports the outage on /api/health and /uploads, and keeps a photo it could not delete', async () => {
    const health = await fetch(`${base}/api/health`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({
      status: 'error',
      database: { ok: true },
      storage: { kind: 's3', ok: false },
    })

    const photo = await fetch(`${base}${kept.url}`)
    expect(photo.status).toBe(503)
    expect(await photo.text()).toBe(OUTAGE)

    const deletion = await fetch(`${base}/api/media/${kept.id}`, { method: 'DELETE', headers: { cookie } })
    expect(deletion.status).toBe(503)
    expect(await deletion.json()).toEqual({ errors: [{ message: OUTAGE }] })
    expect((await mediaDocs(base, cookie)).map((doc) => doc.id)).toContain(kept.id)

    const upload = await uploadPhoto(base, cookie, { data: photoJpg, name: 'durante.jpg' })
    expect(upload.status).toBe(503)
  })

  it('works again as soon as the store is back', async () => {
    await bucket.start()
    expect((await fetch(`${base}/api/health`)).status).toBe(200)
    expect((await fetch(`${base}${kept.url}`)).status).toBe(200)
    const doc = await uploadedDoc(
      await uploadPhoto(base, cookie, { data: await noisyPhoto(2400, 1600), name: 'interrotta.jpg' }),
    )
    // The refused uploads had inserted their rows before the store failed; the rollback spent their ids.
    expect(doc.id).toBeGreaterThan(kept.id + 1)
    expect(await bucket.objectKeys()).toEqual(expect.arrayContaining(storedFilenames(doc)))
    await expectEveryRecordWhole(base)
  })

  it('leaves no half-written record when the server is killed in the middle of an upload', async () => {
    const arrived = bucket.nextUploadArrives()
    const upload = uploadPhoto(base, cookie, { data: await noisyPhoto(2400, 1600), name: 'uccisa.jpg' }).catch(
      (error: unknown) => error,
    )
    await arrived
    expect(await server.stop('SIGKILL')).toBeNull()
    expect(await upload).toBeInstanceOf(Error)

    server = await startServer(env)
    const docs = await expectEveryRecordWhole(base)
    expect(docs.map((doc) => doc.originalFilename)).not.toContain('uccisa.jpg')

    cookie = await signIn(base)
    const again = await uploadedDoc(await uploadPhoto(base, cookie, { data: photoJpg, name: 'uccisa.jpg' }))
    expect((await fetch(`${base}${again.url}`)).status).toBe(200)
  })
})

describe('photos on the local disk when the server is killed in the middle of an upload', () => {
  const dataDir = tempDataDir('storage-faults-local')
  const mediaDir = path.join(dataDir, 'media')
  let env: Record<string, string>
  let server: RunningServer

  beforeAll(async () => {
    env = { DATA_DIR: dataDir, PORT: String(await freePort()), ...ADMIN_ENV }
    server = await startServer(env)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('restarts with every record whole and takes uploads again', async () => {
    let cookie = await signIn(server.url)
    await uploadedDoc(await uploadPhoto(server.url, cookie, { data: photoJpg, name: 'tenuta.jpg' }))

    const firstFileWritten = new Promise<void>((resolve) => {
      const watcher = fs.watch(mediaDir, () => {
        watcher.close()
        resolve()
      })
    })
    const upload = uploadPhoto(server.url, cookie, { data: await noisyPhoto(4000, 3000), name: 'uccisa.jpg' }).catch(
      (error: unknown) => error,
    )
    await firstFileWritten
    expect(await server.stop('SIGKILL')).toBeNull()
    expect(await upload).toBeInstanceOf(Error)

    server = await startServer(env)
    const docs = await expectEveryRecordWhole(server.url)
    expect(docs.map((doc) => doc.originalFilename)).toContain('tenuta.jpg')

    cookie = await signIn(server.url)
    const again = await uploadedDoc(await uploadPhoto(server.url, cookie, { data: photoJpg, name: 'uccisa.jpg' }))
    expect((await fetch(`${server.url}${again.url}`)).status).toBe(200)
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { photoStores, type RunningStore } from './helpers/photoStores'
import {
  mediaDocs,
  noisyPhoto,
  photoForm,
  signIn,
  storedFilenames,
  uploadPhoto,
  uploadedDoc,
  type MediaDoc,
} from './helpers/photoUploads'
import { encodeForm, rawRequest } from './helpers/rawHttp'

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures')
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name))

async function download(url: string, init?: RequestInit) {
  const response = await fetch(url, init)
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

let decompressionBomb: Buffer
beforeAll(async () => {
  // 400 megapixels that compress to about a megabyte: cheap to send, ruinous to decode.
  decompressionBomb = await sharp({
    create: { width: 20_000, height: 20_000, channels: 3, background: '#000' },
    limitInputPixels: false,
  })
    .greyscale()
    .png({ compressionLevel: 9 })
    .toBuffer()
})

describe.each(photoStores)('photos on $name', (store) => {
  let running: RunningStore
  let base: string
  let cookie: string
  let storedFiles: () => Promise<string[]>
  let photo: MediaDoc
  let bigPhoto: MediaDoc
  let photoBytes: Buffer

  beforeAll(async () => {
    running = await store.start()
    base = running.server.url
    storedFiles = running.storedFiles
    cookie = await signIn(base)
  })

  afterAll(async () => {
    await running?.stop()
  })

  it('stores a camera photo without its EXIF and GPS data', async () => {
    expect((await sharp(fixture('photo.jpg')).metadata()).exif).toBeDefined()
    photo = await uploadedDoc(await uploadPhoto(base, cookie, { data: fixture('photo.jpg'), name: 'photo.jpg' }))
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 640, height: 480, url: `/uploads/${photo.filename}` })

    const { response, bytes } = await download(`${base}${photo.url}`)
    photoBytes = bytes
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const stored = await sharp(bytes).metadata()
    expect(stored.format).toBe('jpeg')
    expect(stored.exif).toBeUndefined()
    expect(stored.xmp).toBeUndefined()
  })

  it('stores the original and three WebP variants, variants cached as immutable', async () => {
    const before = await storedFiles()
    bigPhoto = await uploadedDoc(
      await uploadPhoto(base, cookie, { data: await noisyPhoto(2400, 1600), name: 'big.jpg' }),
    )
    const variants = [bigPhoto.sizes.thumbnail, bigPhoto.sizes.card, bigPhoto.sizes.large]
    expect(variants.map((size) => size.width)).toEqual([400, 800, 1920])
    expect(variants.map((size) => size.filename)).toEqual([
      expect.stringMatching(/-400x267\.webp$/),
      expect.stringMatching(/-800x533\.webp$/),
      expect.stringMatching(/-1920x1280\.webp$/),
    ])
    expect((await storedFiles()).filter((name) => !before.includes(name))).toEqual(storedFilenames(bigPhoto).sort())

    for (const size of variants) {
      const { response, bytes } = await download(`${base}${size.url}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect((await sharp(bytes).metadata()).width).toBe(size.width)
    }
    const original = await fetch(`${base}${bigPhoto.url}`)
    expect(original.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('answers a repeat request with 304 thanks to the ETag', async () => {
    const first = await fetch(`${base}${photo.url}`)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await rawRequest(base, photo.url, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('serves byte ranges and refuses one past the end with 416', async () => {
    const size = photoBytes.length
    const head = await download(`${base}${photo.url}`, { headers: { range: 'bytes=0-99' } })
    expect(head.response.status).toBe(206)
    expect(head.response.headers.get('content-range')).toBe(`bytes 0-99/${size}`)
    expect(head.response.headers.get('content-type')).toBe('image/jpeg')
    expect(head.bytes.equals(photoBytes.subarray(0, 100))).toBe(true)

    const tail = await download(`${base}${photo.url}`, { headers: { range: 'bytes=-100' } })
    expect(tail.response.status).toBe(206)
    expect(tail.response.headers.get('content-range')).toBe(`bytes ${size - 100}-${size - 1}/${size}`)
    expect(tail.bytes.equals(photoBytes.subarray(size - 100))).toBe(true)

    const past = await fetch(`${base}${photo.url}`, { headers: { range: `bytes=${size}-` } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`)
  })

  it('answers HEAD with the headers only', async () => {
    const { response, bytes } = await download(`${base}${photo.url}`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('content-length')).toBe(String(photoBytes.length))
    expect(response.headers.get('etag')).toBeTruthy()
    expect(bytes.length).toBe(0)
  })

  it('answers 404 for a name nobody uploaded, without long caching', async () => {
    for (const name of ['nessuna-foto.jpg', 'nessuna-foto-400x300.webp']) {
      const response = await fetch(`${base}/uploads/${name}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable')
    }
  })

  it('never serves a file outside the photos, whatever the path trick', async () => {
    const secret = JSON.parse(fs.readFileSync(path.join(running.dataDir, 'secrets.json'), 'utf8')) as {
      payloadSecret: string
    }
    const tricks = [
      '/uploads/../secrets.json',
      '/uploads/../../../../etc/passwd',
      '/uploads/..%2fsecrets.json',
      '/uploads/%2e%2e%2fsecrets.json',
      '/uploads/%2e%2e/secrets.json',
      '/uploads/.%2e/.%2e/etc/passwd',
      '/uploads/%252e%252e%252fsecrets.json',
      '/uploads/..%5csecrets.json',
      '/uploads/..\\secrets.json',
      '/uploads//etc/passwd',
      '/uploads/%2fetc%2fpasswd',
      '/uploads/....//....//secrets.json',
      `/uploads/${photo.filename}%00.webp`,
      '/uploads/%00',
      '/uploads/%E0%A4%A',
    ]
    for (const trick of tricks) {
      const { status, body } = await rawRequest(base, trick)
      expect([400, 404], trick).toContain(status)
      expect(body.toString('latin1'), trick).not.toContain(secret.payloadSecret)
      expect(body.toString('latin1'), trick).not.toContain('root:')
    }
  })

  it('stores an iPhone HEIC photo as JPEG', async () => {
    const doc = await uploadedDoc(
      await uploadPhoto(base, cookie, { data: fixture('photo.heic'), name: 'IMG_0001.HEIC', type: 'image/heic' }),
    )
    expect(doc.mimeType).toBe('image/jpeg')
    expect(doc.filename).toMatch(/^IMG_0001-[0-9a-f]{10}\.jpg$/)
    const { response, bytes } = await download(`${base}${doc.url}`)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(bytes).metadata()).format).toBe('jpeg')
  })

  it('refuses a PDF named .jpg with 415 and stores nothing', async () => {
    const [records, files] = [(await mediaDocs(base, cookie)).length, await storedFiles()]
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
    const response = await uploadPhoto(base, cookie, { data: pdf, name: 'documento.jpg' })
    expect(response.status).toBe(415)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toMatch(/^documento\.jpg non è un'immagine supportata \(JPEG, PNG/)
    expect((await mediaDocs(base, cookie)).length).toBe(records)
    expect(await storedFiles()).toEqual(files)
  })

  it('refuses a file over 50 MB with 413 and stores nothing', async () => {
    const [records, files] = [(await mediaDocs(base, cookie)).length, await storedFiles()]
    const huge = Buffer.alloc(51 * 1024 * 1024)
    fixture('photo.jpg').copy(huge)
    const { body: form, contentType } = await encodeForm(photoForm({ data: huge, name: 'enorme.jpg' }))
    const response = await rawRequest(base, '/api/media', {
      method: 'POST',
      headers: { cookie, 'content-type': contentType, 'content-length': String(form.length) },
      body: form,
    })
    expect(response.status).toBe(413)
    const body = JSON.parse(response.body.toString('utf8')) as { errors: { message: string }[] }
    expect(body.errors[0].message).toMatch(/^(enorme\.jpg|Il file) è troppo grande \(max 50MB\)$/)
    expect((await mediaDocs(base, cookie)).length).toBe(records)
    expect(await storedFiles()).toEqual(files)
  })

  it('refuses a decompression bomb with 400 and keeps serving', async () => {
    const response = await uploadPhoto(base, cookie, { data: decompressionBomb, name: 'bomba.png', type: 'image/png' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toContain('bomba.png ha una risoluzione troppo alta (20000×20000')
    expect((await fetch(`${base}/api/health`)).status).toBe(200)
    expect((await fetch(`${base}${photo.url}`)).status).toBe(200)
  })

  it('deletes the record and every one of its files', async () => {
    const files = storedFilenames(bigPhoto)
    const response = await fetch(`${base}/api/media/${bigPhoto.id}`, { method: 'DELETE', headers: { cookie } })
    expect(response.status).toBe(200)
    for (const name of files) expect((await fetch(`${base}/uploads/${name}`)).status).toBe(404)
    const remaining = await storedFiles()
    for (const name of files) expect(remaining).not.toContain(name)
    expect(remaining).toContain(photo.filename)
  })
})

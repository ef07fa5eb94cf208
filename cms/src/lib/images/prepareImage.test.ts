import { readFileSync } from 'node:fs'

import sharp, { type Sharp } from 'sharp'
import { describe, expect, it } from 'vitest'

import { detectImageType } from './detectImageType'
import { ImageRejectedError, MAX_UPLOAD_BYTES, prepareImage } from './prepareImage'

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/${name}`, import.meta.url))

/** 300×200, left half red and right half blue: shows which way it was turned. */
function twoTone(): Sharp {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } }).composite([
    {
      input: { create: { width: 150, height: 200, channels: 3, background: '#ff0000' } },
      left: 0,
      top: 0,
    },
  ])
}

async function pixel(data: Buffer, x: number, y: number): Promise<number[]> {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * info.channels
  return [raw[i], raw[i + 1], raw[i + 2]]
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(data: Buffer): number {
  let c = 0xffffffff
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** A few hundred bytes of PNG whose header claims width × height pixels. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  )
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

describe('prepareImage', () => {
  it('turns an EXIF-rotated phone photo upright and strips EXIF, GPS and XMP', async () => {
    const input = await twoTone()
      .withExif({
        IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '44/1 55/1 3120/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '9/1 54/1 4200/100',
        },
      })
      .withMetadata({ orientation: 6 })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .jpeg()
      .toBuffer()
    const before = await sharp(input).metadata()
    expect(before.orientation).toBe(6)
    const gpsPointerTag = Buffer.from([0x25, 0x88])
    expect(before.exif?.includes(gpsPointerTag)).toBe(true)
    expect(before.exif?.includes('iPhone 15 Pro')).toBe(true)
    expect(before.xmp).toBeDefined()

    const out = await prepareImage({ data: input, name: 'IMG_0042.JPG' })

    expect(out).toMatchObject({ name: 'IMG_0042.jpg', mimetype: 'image/jpeg', width: 200, height: 300 })
    const after = await sharp(out.data).metadata()
    expect(after).toMatchObject({ format: 'jpeg', width: 200, height: 300 })
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    const [top, bottom] = [await pixel(out.data, 100, 20), await pixel(out.data, 100, 280)]
    expect(top[0]).toBeGreaterThan(200)
    expect(top[2]).toBeLessThan(60)
    expect(bottom[2]).toBeGreaterThan(200)
    expect(bottom[0]).toBeLessThan(60)
  })

  it('strips the GPS position from the JPEG fixture and keeps its size', async () => {
    const data = fixture('photo.jpg')
    expect((await sharp(data).metadata()).exif).toBeDefined()
    const out = await prepareImage({ data, name: 'photo.jpg' })
    expect(out).toMatchObject({ name: 'photo.jpg', mimetype: 'image/jpeg', width: 640, height: 480 })
    expect((await sharp(out.data).metadata()).exif).toBeUndefined()
  })

  it('stores a PNG as a JPEG, transparency flattened on white', async () => {
    const input = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    const out = await prepareImage({ data: input, name: 'logo.png' })
    expect(out).toMatchObject({ name: 'logo.jpg', mimetype: 'image/jpeg', width: 40, height: 30 })
    const meta = await sharp(out.data).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.hasAlpha).toBe(false)
    expect(await pixel(out.data, 20, 15)).toEqual([255, 255, 255])
  })

  it('brings any photo larger than 2560 px on its long side down to it', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const input = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6b7c8f' } })
        .toFormat(format)
        .toBuffer()
      const out = await prepareImage({ data: input, name: `grande.${format}` })
      expect(out, format).toMatchObject({ name: 'grande.jpg', mimetype: 'image/jpeg', width: 2560, height: 1920 })
      expect(await sharp(out.data).metadata(), format).toMatchObject({ width: 2560, height: 1920 })
    }
  })

  it('names the file after its content, not after the name it came with', async () => {
    const input = await twoTone().webp().toBuffer()
    const out = await prepareImage({ data: input, name: 'foto.jpg' })
    expect(out).toMatchObject({ name: 'foto.webp', mimetype: 'image/webp' })
  })

  it.each([
    ['lossy webp', twoTone().webp({ quality: 80 }), 'image/webp', 'x.webp'],
    ['lossless webp', twoTone().webp({ lossless: true }), 'image/jpeg', 'x.jpg'],
    ['gif', twoTone().gif(), 'image/jpeg', 'x.jpg'],
    ['avif', twoTone().avif(), 'image/avif', 'x.avif'],
    ['tiff', twoTone().tiff(), 'image/jpeg', 'x.jpg'],
  ] as const)('re-encodes %s as %s', async (_kind, encoder, mimetype, name) => {
    const out = await prepareImage({ data: await encoder.toBuffer(), name: 'x.img' })
    expect(out).toMatchObject({ name, mimetype, width: 300, height: 200 })
    expect((await detectImageType(out.data))?.mime).toBe(mimetype)
  })

  it.each(['gif', 'webp'] as const)('keeps every frame of an animated %s', async (format) => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    )
    const input = await sharp(frames, { join: { animated: true } })
      .toFormat(format)
      .toBuffer()
    const out = await prepareImage({ data: input, name: `anim.${format}` })
    expect(out).toMatchObject({ name: `anim.${format}`, width: 40, height: 30 })
    expect((await sharp(out.data).metadata()).pages).toBe(3)
  })

  it('converts an iPhone HEIC photo to JPEG', async () => {
    const out = await prepareImage({ data: fixture('photo.heic'), name: 'IMG_1234.HEIC' })
    expect(out).toMatchObject({ name: 'IMG_1234.jpg', mimetype: 'image/jpeg', width: 640, height: 480 })
    expect(await detectImageType(out.data)).toEqual({ mime: 'image/jpeg', ext: 'jpg' })
    expect(await sharp(out.data).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 })
    // The picture itself, not a blank frame of the right size.
    const { channels } = await sharp(out.data).stats()
    expect(channels).toHaveLength(3)
    for (const channel of channels) expect(channel.stdev).toBeGreaterThan(20)
  })

  it('refuses a PDF dressed up as a JPEG with 415', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')
    const attempt = prepareImage({ data: pdf, name: 'x.jpg' })
    await expect(attempt).rejects.toBeInstanceOf(ImageRejectedError)
    await expect(attempt).rejects.toMatchObject({
      status: 415,
      message: "x.jpg non è un'immagine supportata (JPEG, PNG, WebP, GIF, AVIF, HEIC, TIFF)",
    })
  })

  it('refuses anything over 50 MB with 413 and the exact message', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    await expect(prepareImage({ data: big, name: 'grande.jpg' })).rejects.toMatchObject({
      status: 413,
      message: 'grande.jpg è troppo grande (max 50MB)',
    })
  })

  it('lets exactly 50 MB through the size check', async () => {
    await expect(prepareImage({ data: Buffer.alloc(MAX_UPLOAD_BYTES), name: 'zeri.bin' })).rejects.toMatchObject({
      status: 415,
    })
  })

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = await pngClaiming(20000, 20000)
    expect(bomb.length).toBeLessThan(1000)
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20000, height: 20000 })
    const started = performance.now()
    await expect(prepareImage({ data: bomb, name: 'bomba.png' })).rejects.toMatchObject({
      status: 400,
      message: 'bomba.png ha una risoluzione troppo alta (20000×20000, max 100 megapixel)',
    })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuses a truncated JPEG with 400', async () => {
    const whole = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer()
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6))
    await expect(prepareImage({ data: truncated, name: 'rotta.jpg' })).rejects.toMatchObject({
      status: 400,
      message: "rotta.jpg è un'immagine danneggiata o incompleta",
    })
  })

  it('refuses a file that only starts like a JPEG with 400', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg at all')])
    await expect(prepareImage({ data: fake, name: 'finta.jpg' })).rejects.toMatchObject({ status: 400 })
  })

  it('keeps only a safe base name', async () => {
    const png = await twoTone().png().toBuffer()
    const named = async (name: string) => (await prepareImage({ data: png, name })).name
    expect(await named('../../etc/Fóto àuto #1.PNG')).toBe('Foto-auto-1.jpg')
    expect(await named('C:\\fakepath\\preventivo.png')).toBe('preventivo.jpg')
    expect(await named('....png')).toBe('immagine.jpg')
    expect(await named(`${'a'.repeat(300)}.png`)).toBe(`${'a'.repeat(100)}.jpg`)
  })

  it('names the file without its folders in error messages', async () => {
    await expect(prepareImage({ data: Buffer.from('hello'), name: '/tmp/uploads/note.txt' })).rejects.toMatchObject({
      message: expect.stringMatching(/^note\.txt non è/),
    })
  })
})

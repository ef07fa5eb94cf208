import { readFileSync } from 'node:fs'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { detectImageType } from './detectImageType'

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/${name}`, import.meta.url))

const sample = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#c0392b' } })

/** An ISO-BMFF `ftyp` box with the given major and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + compatible.length * 4
  const box = Buffer.alloc(size + 8)
  box.writeUInt32BE(size, 0)
  box.write(`ftyp${major}`, 4, 'latin1')
  compatible.forEach((brand, i) => box.write(brand, 16 + i * 4, 'latin1'))
  return box
}

describe('detectImageType', () => {
  it.each([
    ['jpeg', { mime: 'image/jpeg', ext: 'jpg' }],
    ['png', { mime: 'image/png', ext: 'png' }],
    ['webp', { mime: 'image/webp', ext: 'webp' }],
    ['gif', { mime: 'image/gif', ext: 'gif' }],
    ['tiff', { mime: 'image/tiff', ext: 'tiff' }],
    ['avif', { mime: 'image/avif', ext: 'avif' }],
  ] as const)('recognises a real %s file', async (format, expected) => {
    const data = await sample().toFormat(format).toBuffer()
    expect(await detectImageType(data)).toEqual(expected)
  })

  it('recognises a real HEIC photo', async () => {
    expect(await detectImageType(fixture('photo.heic'))).toEqual({ mime: 'image/heic', ext: 'heic' })
  })

  it('recognises the JPEG fixture', async () => {
    expect(await detectImageType(fixture('photo.jpg'))).toEqual({ mime: 'image/jpeg', ext: 'jpg' })
  })

  it.each(['heic', 'heix', 'hevc', 'heim', 'heis'])('treats the %s brand as HEIC', async (brand) => {
    expect(await detectImageType(ftyp(brand, 'mif1'))).toEqual({ mime: 'image/heic', ext: 'heic' })
  })

  it('decides codec-neutral brands by their compatible brands', async () => {
    expect(await detectImageType(ftyp('mif1', 'miaf', 'avif'))).toEqual({ mime: 'image/avif', ext: 'avif' })
    expect(await detectImageType(ftyp('msf1', 'heic'))).toEqual({ mime: 'image/heic', ext: 'heic' })
    expect(await detectImageType(ftyp('mif1', 'miaf'))).toEqual({ mime: 'image/heif', ext: 'heif' })
    expect(await detectImageType(ftyp('avis', 'msf1'))).toEqual({ mime: 'image/avif', ext: 'avif' })
  })

  it('does not mistake a video for an image', async () => {
    expect(await detectImageType(ftyp('isom', 'iso2', 'mp41'))).toBeNull()
    expect(await detectImageType(ftyp('qt  '))).toBeNull()
  })

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
    ['plain text', Buffer.from('Buongiorno, vorrei informazioni sulla BMW')],
    ['a RIFF that is not WebP', Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1')],
    ['an empty file', Buffer.alloc(0)],
    ['two bytes of JPEG', Buffer.from([0xff, 0xd8])],
  ])('rejects %s', async (_, data) => {
    expect(await detectImageType(data)).toBeNull()
  })
})

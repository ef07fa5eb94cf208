import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { qrSvg, svgDataUrl } from './sticker-qr'

/** Rasterizes the SVG as a printer would and reads the code back as a phone would. */
async function decode(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

describe('the sticker’s QR code', () => {
  it('reads back as the car’s address, accents and all', async () => {
    const url = 'https://www.autosalone.example/auto/fiat-500-c%C3%A0brio-2022'
    expect(await decode(await qrSvg(url))).toBe(url)
  })

  it('is an SVG without scripts, usable as an image address', async () => {
    const svg = await qrSvg('http://localhost:3000/auto/bmw-serie-3')
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).not.toContain('<script')
    expect(decodeURIComponent(svgDataUrl(svg).replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(svg)
  })
})

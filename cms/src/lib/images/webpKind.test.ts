import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { isLosslessWebp } from './webpKind'

const picture = (channels: 3 | 4) =>
  sharp({ create: { width: 32, height: 24, channels, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })

describe('isLosslessWebp', () => {
  it('tells lossless WebP from lossy, with and without transparency', async () => {
    expect(isLosslessWebp(await picture(3).webp({ lossless: true }).toBuffer())).toBe(true)
    expect(isLosslessWebp(await picture(4).webp({ lossless: true }).toBuffer())).toBe(true)
    expect(isLosslessWebp(await picture(3).webp({ quality: 80 }).toBuffer())).toBe(false)
    expect(isLosslessWebp(await picture(4).webp({ quality: 80 }).toBuffer())).toBe(false)
  })

  it('finds the bitstream after the metadata chunks of an extended file', async () => {
    const withExif = await picture(3)
      .withExif({ IFD0: { Make: 'Canon' } })
      .webp({ lossless: true })
      .toBuffer()
    expect(withExif.toString('latin1', 12, 16)).toBe('VP8X')
    expect(isLosslessWebp(withExif)).toBe(true)
  })

  it('reads nothing past the end of a cut or foreign file', async () => {
    const whole = await picture(3).webp({ lossless: true }).toBuffer()
    expect(isLosslessWebp(whole.subarray(0, 14))).toBe(false)
    const lying = Buffer.from(whole)
    lying.write('VP8X', 12, 'latin1')
    lying.writeUInt32LE(0xfffffff0, 16)
    expect(isLosslessWebp(lying)).toBe(false)
    expect(isLosslessWebp(await picture(3).png().toBuffer())).toBe(false)
  })
})

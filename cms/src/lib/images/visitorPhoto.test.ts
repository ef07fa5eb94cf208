import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { asVisitorUpload } from './imageWork'
import { claimsTooManyPixels, prepareImage } from './prepareImage'
import { VISITOR_PHOTO_MAX_SIDE } from './visitorPhoto'

/** A photo-like picture: noise compresses about as badly as a real scene. */
function noisy(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({
    create: { width, height, channels, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
}

// Photos of a few megapixels take seconds on a busy machine; the figures are the bench's.
describe("a visitor's photo", { timeout: 60_000 }, () => {
  it('is brought down to the size it is shown at, as a JPEG no larger than the upload', async () => {
    const upload = await noisy(2400, 1800).jpeg({ quality: 80 }).toBuffer()
    const out = await prepareImage({ data: upload, name: 'IMG_0001.jpg' }, 'visitor')
    expect(out).toMatchObject({ mimetype: 'image/jpeg', width: VISITOR_PHOTO_MAX_SIDE, height: 1440 })
    expect(await sharp(out.data).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 1440 })
    expect(out.data.length).toBeLessThanOrEqual(upload.length)
  })

  it('is never stored larger than it came, even when the upload was squeezed hard', async () => {
    const upload = await noisy(800, 600).jpeg({ quality: 20 }).toBuffer()
    const out = await prepareImage({ data: upload, name: 'compressa.jpg' }, 'visitor')
    expect(out.data.length).toBeLessThanOrEqual(upload.length)
    expect(out.width).toBeGreaterThan(0)
  })

  it('is a JPEG whatever it came as, transparency on white', async () => {
    const upload = await noisy(800, 600, 4).png().toBuffer()
    const out = await prepareImage({ data: upload, name: 'schermata.png' }, 'visitor')
    expect(out).toMatchObject({ name: 'schermata.jpg', mimetype: 'image/jpeg', width: 800, height: 600 })
    expect(out.data.length).toBeLessThanOrEqual(upload.length)
  })

  it('is refused past 24 megapixels, from its header, where the dealer may send 100', async () => {
    const header = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#777' } })
      .png({ compressionLevel: 1 })
      .toBuffer()
    expect(await claimsTooManyPixels(header, 'visitor')).toBe(true)
    expect(await claimsTooManyPixels(header, 'dealer')).toBe(false)
    await expect(prepareImage({ data: header, name: 'grande.png' }, 'visitor')).rejects.toMatchObject({
      status: 400,
      message: 'grande.png ha una risoluzione troppo alta (5000×5000, max 24 megapixel)',
    })
  })

  it("is the visitor's when uploaded inside asVisitorUpload", async () => {
    const upload = await noisy(2000, 1500).jpeg({ quality: 85 }).toBuffer()
    const out = await asVisitorUpload(() => prepareImage({ data: upload, name: 'a.jpg' }))
    expect(out.width).toBe(VISITOR_PHOTO_MAX_SIDE)
    const dealer = await prepareImage({ data: upload, name: 'a.jpg' })
    expect(dealer.width).toBe(2000)
  })
})

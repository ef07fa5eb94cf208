import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { detectImageType } from '../../cms/src/lib/images/detectImageType'
import { demoCars } from '../../cms/src/seed/demoCars'
import { demoPhotoSvg, renderDemoPhoto, type DemoPhotoCar } from './demoPhotos'
import { demoPaints } from './paints'

const photoCar = (index: number): DemoPhotoCar => {
  const { brand, model, name } = demoCars[index]
  return { brand, model, paint: demoPaints[name] }
}

// A full-size scene takes a few seconds to draw and encode when the other test files share the CPU.
describe('renderDemoPhoto', { timeout: 30_000 }, () => {
  it.each([0, 1, 2, 3, 4, 5])('draws view %i as a 1600×1067 WebP under 80 KB', async (view) => {
    const photo = await renderDemoPhoto(photoCar(view * 2), view)
    expect(await detectImageType(photo)).toEqual({ mime: 'image/webp', ext: 'webp' })
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1067 })
    expect(photo.length).toBeLessThan(80 * 1024)
  })

  it('paints the car in its own colour', async () => {
    // The drawing itself, without the slow WebP encoding.
    const average = async (paint: string) => {
      const drawing = Buffer.from(demoPhotoSvg({ brand: 'Audi', model: 'A3 Sportback', paint }, 1))
      const bodySide = await sharp(drawing).extract({ left: 600, top: 700, width: 300, height: 100 }).png().toBuffer()
      const { channels } = await sharp(bodySide).stats()
      return channels.map((c) => c.mean)
    }
    const [red, , blueOfRed] = await average('#c4121a')
    const [redOfBlue, , blue] = await average('#1c4f9c')
    expect(red).toBeGreaterThan(blueOfRed + 50)
    expect(blue).toBeGreaterThan(redOfBlue + 50)
  })

  it('draws the same photo every time', async () => {
    expect((await renderDemoPhoto(photoCar(0), 0)).equals(await renderDemoPhoto(photoCar(0), 0))).toBe(true)
  })
})

describe('demoPaints', () => {
  it('gives every demo car a paint colour, and no other car one', () => {
    expect(Object.keys(demoPaints).sort()).toEqual(demoCars.map((car) => car.name).sort())
    for (const paint of Object.values(demoPaints)) expect(paint).toMatch(/^#[0-9a-f]{6}$/i)
  })
})

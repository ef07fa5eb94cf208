import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { detectImageType } from '../lib/images/detectImageType'
import { demoCars } from './demoCars'
import { demoPhotoBudgetBytes, demoPhotoFileNames, demoPhotoFolder } from './demoPhotoFiles'

const expected = demoCars.flatMap((car) => demoPhotoFileNames(car))
const present = readdirSync(demoPhotoFolder)

describe('the demo photos', () => {
  it('are there for every photo of every demo car, and nothing else is', () => {
    expect(expected).toHaveLength(demoCars.reduce((sum, car) => sum + car.photoCount, 0))
    expect(new Set(expected).size).toBe(expected.length)
    expect([...present].sort()).toEqual([...expected].sort())
  })

  it.each(expected)('%s is a 1600×1067 WebP that decodes', async (name) => {
    const file = readFileSync(path.join(demoPhotoFolder, name))
    expect(await detectImageType(file)).toEqual({ mime: 'image/webp', ext: 'webp' })
    const { info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
    expect(info).toMatchObject({ width: 1600, height: 1067 })
  })

  it('weigh 3 MB at most together', () => {
    const total = present.reduce((sum, name) => sum + readFileSync(path.join(demoPhotoFolder, name)).length, 0)
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(demoPhotoBudgetBytes)
  })
})

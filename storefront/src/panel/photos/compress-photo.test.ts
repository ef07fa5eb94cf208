import { describe, expect, it } from 'vitest'
import { fitWithin, isReencodable, jpegFilename, preparePhoto } from './compress-photo'

describe('fitWithin', () => {
  it('brings the long edge down to the limit, keeping proportions', () => {
    expect(fitWithin(4000, 3000, 2560)).toEqual({ width: 2560, height: 1920 })
    expect(fitWithin(3000, 4000, 2560)).toEqual({ width: 1920, height: 2560 })
  })

  it('never enlarges', () => {
    expect(fitWithin(1600, 1200, 2560)).toEqual({ width: 1600, height: 1200 })
  })
})

describe('jpegFilename', () => {
  it('swaps the extension for .jpg', () => {
    expect(jpegFilename('IMG_0001.HEIC')).toBe('IMG_0001.jpg')
    expect(jpegFilename('auto.fronte.png')).toBe('auto.fronte.jpg')
    expect(jpegFilename('senza-estensione')).toBe('senza-estensione.jpg')
  })
})

describe('isReencodable', () => {
  it('leaves animations, vector images and PNGs alone', () => {
    expect(isReencodable(new File([], 'a.jpg', { type: 'image/jpeg' }))).toBe(true)
    expect(isReencodable(new File([], 'IMG.HEIC', { type: '' }))).toBe(true)
    expect(isReencodable(new File([], 'a.gif', { type: 'image/gif' }))).toBe(false)
    expect(isReencodable(new File([], 'a.svg', { type: 'image/svg+xml' }))).toBe(false)
    expect(isReencodable(new File([], 'logo.png', { type: 'image/png' }))).toBe(false)
  })
})

describe('preparePhoto', () => {
  it('sends the original where the browser cannot decode it', async () => {
    const file = new File(['not really a picture'], 'IMG_0001.HEIC', { type: 'image/heic' })

    await expect(preparePhoto(file)).resolves.toEqual({ blob: file, filename: 'IMG_0001.HEIC', compressed: false })
  })
})

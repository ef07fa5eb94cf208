import { describe, expect, it } from 'vitest'
import { carFixture } from '@/test/fixtures'
import type { CarPhoto } from '@autosalone/domain/car-record'
import { cardPhotoSources, carPhotos, galleryPhotoSources } from './photo-sources'

const photo: CarPhoto = {
  id: 7,
  original: '/uploads/a.jpg',
  thumbnail: '/uploads/a-400x267.webp',
  card: '/uploads/a-800x534.webp',
  large: '/uploads/a-1600x1067.webp',
  width: 1600,
  height: 1067,
}

describe('cardPhotoSources', () => {
  it('offers the 400 and 800 px variants with the photo’s own proportions', () => {
    expect(cardPhotoSources(photo)).toEqual({
      src: '/uploads/a-800x534.webp',
      srcSet: '/uploads/a-400x267.webp 400w, /uploads/a-800x534.webp 800w',
      width: 800,
      height: 534,
    })
  })

  it('never claims a variant wider than the original, and lists a capped one once', () => {
    const small = { ...photo, width: 600, height: 400 }

    expect(cardPhotoSources(small)).toMatchObject({
      srcSet: '/uploads/a-400x267.webp 400w, /uploads/a-800x534.webp 600w',
      width: 600,
      height: 400,
    })
    expect(galleryPhotoSources(small, true).srcSet).toBe('/uploads/a-400x267.webp 400w, /uploads/a-800x534.webp 600w')
  })
})

describe('galleryPhotoSources', () => {
  it('adds the large variant once full quality is on', () => {
    expect(galleryPhotoSources(photo, false).srcSet).not.toContain('1600')
    expect(galleryPhotoSources(photo, true)).toEqual({
      src: '/uploads/a-1600x1067.webp',
      srcSet: '/uploads/a-400x267.webp 400w, /uploads/a-800x534.webp 800w, /uploads/a-1600x1067.webp 1600w',
      width: 1600,
      height: 1067,
    })
  })

  it('assumes a 3:2 photo up to 1920 px when the size is unknown', () => {
    expect(galleryPhotoSources({ ...photo, width: null, height: null }, true)).toMatchObject({
      width: 1920,
      height: 1280,
    })
  })
})

describe('carPhotos', () => {
  it('are the photos of the record, cover first', () => {
    expect(carPhotos(carFixture({ photos: [photo] }))).toEqual([photo])
  })
})

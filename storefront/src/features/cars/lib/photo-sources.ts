import type { CarPhoto } from '@autosalone/domain/car-record'
import type { Car } from '../types'

/** What an `<img>` needs to pick the right variant and reserve its box before loading. */
export interface PhotoSources {
  src: string
  srcSet: string
  width: number
  height: number
}

// The widths the media collection makes (never wider than the original).
const variantWidths = { thumbnail: 400, card: 800, large: 1920 } as const
// The shape of the demo and most camera photos; used only when the original's size is unknown.
const fallbackRatio = 2 / 3

type Variant = keyof typeof variantWidths

function sources(photo: CarPhoto, variants: Variant[], src: Variant): PhotoSources {
  const originalWidth = photo.width ?? variantWidths.large
  const ratio = photo.width && photo.height ? photo.height / photo.width : fallbackRatio
  const widthOf = (variant: Variant) => Math.min(variantWidths[variant], originalWidth)
  const widest = variants.map(widthOf).reduce((a, b) => Math.max(a, b))
  // Variants capped at the same width are one file: list it once.
  const seen = new Set<number>()
  const entries = variants.filter((variant) => !seen.has(widthOf(variant)) && seen.add(widthOf(variant)))
  return {
    src: photo[src],
    srcSet: entries.map((variant) => `${photo[variant]} ${widthOf(variant)}w`).join(', '),
    width: widest,
    height: Math.round(widest * ratio),
  }
}

/** The photos of a car, cover first. */
export function carPhotos(car: Pick<Car, 'photos'>): CarPhoto[] {
  return car.photos
}

/** A card-sized photo: the small and medium variants. */
export function cardPhotoSources(photo: CarPhoto): PhotoSources {
  return sources(photo, ['thumbnail', 'card'], 'card')
}

/** The gallery's main photo: small and medium at first, every size once full quality is on. */
export function galleryPhotoSources(photo: CarPhoto, fullQuality: boolean): PhotoSources {
  return fullQuality ? sources(photo, ['thumbnail', 'card', 'large'], 'large') : cardPhotoSources(photo)
}

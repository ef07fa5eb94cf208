import sharp, { type Sharp } from 'sharp'

/** The largest a visitor's photo is ever shown: the panel opens the `large` variant, 1920 px wide. */
export const VISITOR_PHOTO_MAX_SIDE = 1920

/** Tried in turn until the photo is no larger than it came; most phone photos fit at the first. */
const QUALITIES = [82, 72, 60, 45]
/** Then a smaller photo, a quarter smaller each time, for uploads already squeezed harder than these. */
const SHRINK_STEPS = 4
const SHRINK_FACTOR = 0.75

interface EncodedPhoto {
  data: Buffer
  width: number
  height: number
}

type Raw = { width: number; height: number; channels: 1 | 2 | 3 | 4 }

function jpeg(pixels: Buffer, raw: Raw, quality: number, width = raw.width) {
  const image = sharp(pixels, { raw })
  return (width < raw.width ? image.resize({ width }) : image)
    .jpeg({ quality, quantisationTable: 3 })
    .toBuffer({ resolveWithObject: true })
}

/**
 * A visitor's photo as it is stored: brought down at once to the size it is shown at (JPEG and
 * WebP decode straight to a fraction of their size), flattened to sRGB, and encoded as a JPEG no
 * larger than the upload. The pixels are decoded once; each try encodes the small copy only.
 * Null when even the smallest try is larger: a file of a few hundred bytes, not a photo.
 */
export async function encodeVisitorPhoto(pipeline: Sharp, uploadBytes: number): Promise<EncodedPhoto | null> {
  const { data: pixels, info } = await pipeline
    .resize({ width: VISITOR_PHOTO_MAX_SIDE, height: VISITOR_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw: Raw = { width: info.width, height: info.height, channels: info.channels }

  for (const quality of QUALITIES) {
    const { data, info: out } = await jpeg(pixels, raw, quality)
    if (data.length <= uploadBytes) return { data, width: out.width, height: out.height }
  }
  let width = raw.width
  for (let step = 0; step < SHRINK_STEPS; step++) {
    width = Math.max(1, Math.round(width * SHRINK_FACTOR))
    const { data, info: out } = await jpeg(pixels, raw, QUALITIES[QUALITIES.length - 1], width)
    if (data.length <= uploadBytes) return { data, width: out.width, height: out.height }
  }
  return null
}

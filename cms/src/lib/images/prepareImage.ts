import sharp, { type Metadata, type Sharp } from 'sharp'

import { PHOTO_MAX_LONG_SIDE } from '@autosalone/domain/limits'

import { detectImageType } from './detectImageType'
import { isLosslessWebp } from './webpKind'
import { decodeHeic } from './decodeHeic'
import type { HeicPixels } from './decodeHeic.worker'
import { currentUploader, queueImageWork, type Uploader } from './imageWork'
import { encodeVisitorPhoto } from './visitorPhoto'

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024
/**
 * Decoded-size caps against decompression bombs (a few KB of PNG can claim gigapixels), by whose
 * photo it is: the dealer's camera and scans, a visitor's phone (12 MP, 24 with a high-resolution
 * mode; the 48 MP modes are refused with a message saying so).
 */
export const MAX_INPUT_PIXELS: Record<Uploader, number> = { dealer: 100_000_000, visitor: 24_000_000 }

const MAX_NAME_STEM_LENGTH = 100
/** The original of a dealer's photo is kept no larger than the panel sends it; never enlarged. */
const STORED_ORIGINAL_FIT = {
  width: PHOTO_MAX_LONG_SIDE,
  height: PHOTO_MAX_LONG_SIDE,
  fit: 'inside',
  withoutEnlargement: true,
} as const
const SUPPORTED_LIST = 'JPEG, PNG, WebP, GIF, AVIF, HEIC, TIFF'

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'ImageRejectedError'
  }
}

export interface PreparedImage {
  data: Buffer
  name: string
  mimetype: string
  width: number
  height: number
}

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'

const OUTPUT_MIME: Record<OutputFormat, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
  avif: { mime: 'image/avif', ext: 'avif' },
}

/**
 * Turns an uploaded file into the bytes we store: checked by content, size
 * and pixel count, HEIC converted to JPEG, auto-oriented, stripped of every
 * metadata block (EXIF, GPS, XMP, ICC after conversion to sRGB) and re-encoded. A visitor's photo
 * is also brought down to the size it is shown at and never stored larger than it came. The
 * decoding and encoding wait for a slot of the uploader's share of the image queue.
 * Throws ImageRejectedError with an HTTP status and an Italian message naming the file.
 */
export async function prepareImage(
  input: { data: Buffer; name: string },
  uploader: Uploader = currentUploader(),
): Promise<PreparedImage> {
  const displayName = baseName(input.name) || 'file'

  if (input.data.length > MAX_UPLOAD_BYTES) {
    throw new ImageRejectedError(`${displayName} è troppo grande (max 50MB)`, 413)
  }

  const detected = await detectImageType(input.data)
  if (!detected) {
    throw new ImageRejectedError(`${displayName} non è un'immagine supportata (${SUPPORTED_LIST})`, 415)
  }

  const metadata = await readMetadata(input.data, displayName)
  const maxPixels = MAX_INPUT_PIXELS[uploader]
  assertPixelBudget(metadata, displayName, maxPixels)
  return queueImageWork(uploader, () => convert(input, metadata, displayName, uploader))
}

async function convert(
  input: { data: Buffer; name: string },
  metadata: Metadata,
  displayName: string,
  uploader: Uploader,
): Promise<PreparedImage> {
  const maxPixels = MAX_INPUT_PIXELS[uploader]
  const isHevc = metadata.format === 'heif' && metadata.compression !== 'av1'
  const heic = isHevc ? await decodeHeicPixels(input.data, displayName) : null
  // A visitor's photo is only ever looked at by the dealer: a JPEG, whatever it came as.
  const outputFormat = uploader === 'visitor' || heic ? 'jpeg' : chooseOutputFormat(metadata, input.data)
  const animated = (outputFormat === 'gif' || outputFormat === 'webp') && (metadata.pages ?? 1) > 1

  const pipeline = (
    heic
      ? sharp(heic.pixels, {
          raw: { width: heic.width, height: heic.height, channels: 4 },
          limitInputPixels: maxPixels,
        })
      : sharp(input.data, { limitInputPixels: maxPixels, failOn: 'truncated', animated })
  ).autoOrient()
  // The decoded HEIC always has an alpha channel: flattened, as a JPEG has none.
  const hasAlpha = heic !== null || metadata.hasAlpha === true
  const { mime, ext } = OUTPUT_MIME[outputFormat]
  let encoded: { data: Buffer; width: number; height: number } | null
  try {
    if (uploader === 'visitor') {
      encoded = await encodeVisitorPhoto(pipeline, input.data.length)
    } else {
      const fitted = animated ? pipeline : pipeline.resize(STORED_ORIGINAL_FIT)
      const { data, info } = await encode(fitted, outputFormat, hasAlpha).toBuffer({ resolveWithObject: true })
      encoded = { data, width: info.width, height: info.pageHeight ?? info.height }
    }
  } catch (error) {
    throw rejectionFor(error, displayName, maxPixels)
  }
  if (!encoded) throw new ImageRejectedError(`${displayName} è troppo piccola per essere una foto`, 400)
  return { ...encoded, name: toSafeFileName(input.name, ext), mimetype: mime }
}

async function readMetadata(data: Buffer, displayName: string): Promise<Metadata> {
  try {
    const metadata = await sharp(data, { limitInputPixels: false }).metadata()
    if (!metadata.width || !metadata.height) throw new Error('missing dimensions')
    return metadata
  } catch (error) {
    throw corrupt(displayName, error)
  }
}

/** The pixels a header claims, every frame of an animation counted. */
function claimedPixels(metadata: Metadata): { width: number; height: number; pixels: number } {
  const width = metadata.width ?? 0
  const height = metadata.pageHeight ?? metadata.height ?? 0
  const frames = metadata.format === 'gif' || metadata.format === 'webp' ? (metadata.pages ?? 1) : 1
  return { width, height, pixels: width * height * Math.max(1, frames) }
}

/** Checked on the header, before anything is decoded. */
function assertPixelBudget(metadata: Metadata, displayName: string, maxPixels: number): void {
  const { width, height, pixels } = claimedPixels(metadata)
  if (pixels > maxPixels) throw tooManyPixels(displayName, maxPixels, width, height)
}

/**
 * Whether a file's header claims more pixels than the uploader may send, read without decoding
 * anything; false for a file that has no readable header (the pipeline then says what is wrong).
 */
export async function claimsTooManyPixels(data: Buffer, uploader: Uploader): Promise<boolean> {
  try {
    return claimedPixels(await readMetadata(data, 'file')).pixels > MAX_INPUT_PIXELS[uploader]
  } catch {
    return false
  }
}

// sharp's prebuilt libvips has no HEVC decoder, so iPhone photos are decoded by libheif
// (heic-decode, WebAssembly) in a worker; sharp takes the pixels from there.
async function decodeHeicPixels(data: Buffer, displayName: string): Promise<HeicPixels> {
  try {
    return await decodeHeic(data)
  } catch (error) {
    throw corrupt(displayName, error)
  }
}

/**
 * A photo is stored as a JPEG, whatever lossless or uncompressed form it came in (PNG, TIFF, a
 * still GIF, lossless WebP): a camera picture saved as PNG is ten times the bytes of its JPEG
 * and looks no different on a car page. Lossy WebP and AVIF stay as they are (already as small),
 * and animations keep their frames.
 */
function chooseOutputFormat(metadata: Metadata, data: Buffer): OutputFormat {
  const animated = (metadata.pages ?? 1) > 1
  switch (metadata.format) {
    case 'gif':
      return animated ? 'gif' : 'jpeg'
    case 'webp':
      return animated || !isLosslessWebp(data) ? 'webp' : 'jpeg'
    case 'heif':
      return 'avif'
    default:
      return 'jpeg'
  }
}

function encode(pipeline: Sharp, format: OutputFormat, hasAlpha: boolean): Sharp {
  switch (format) {
    case 'jpeg':
      // mozjpeg's quantisation table without its trellis search: most of its saving at a tenth of
      // the time (a 12 MP photo: about 0.4 s instead of 3 s), so an upload stays within seconds.
      return (hasAlpha ? pipeline.flatten({ background: '#ffffff' }) : pipeline).jpeg({
        quality: 88,
        quantisationTable: 3,
      })
    case 'png':
      return pipeline.png()
    case 'webp':
      return pipeline.webp({ quality: 88 })
    case 'gif':
      return pipeline.gif()
    case 'avif':
      return pipeline.avif({ quality: 60 })
  }
}

function rejectionFor(error: unknown, displayName: string, maxPixels: number): ImageRejectedError {
  const message = error instanceof Error ? error.message : String(error)
  if (/pixel limit/i.test(message)) return tooManyPixels(displayName, maxPixels)
  return corrupt(displayName, error)
}

function corrupt(displayName: string, cause: unknown): ImageRejectedError {
  return new ImageRejectedError(`${displayName} è un'immagine danneggiata o incompleta`, 400, { cause })
}

function tooManyPixels(displayName: string, maxPixels: number, width?: number, height?: number): ImageRejectedError {
  const size = width && height ? `${width}×${height}, ` : ''
  return new ImageRejectedError(
    `${displayName} ha una risoluzione troppo alta (${size}max ${maxPixels / 1_000_000} megapixel)`,
    400,
  )
}

function baseName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').trim()
}

/** Basename only, ASCII letters, digits, `.`, `_` and `-`, extension from the actual content. */
function toSafeFileName(name: string, ext: string): string {
  const stem = baseName(name)
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, MAX_NAME_STEM_LENGTH)
    .replace(/^[-._]+|[-._]+$/g, '')
  return `${stem || 'immagine'}.${ext}`
}

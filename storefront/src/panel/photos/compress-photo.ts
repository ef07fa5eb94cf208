import { PHOTO_MAX_LONG_SIDE } from '@autosalone/domain/limits'

/** The spec's 'compressione automatica': long edge and quality of what the browser re-encodes. */
const maxLongEdge = PHOTO_MAX_LONG_SIDE
const jpegQuality = 0.85

// Animated GIFs would lose their frames in a canvas: they go as they are. PNGs go as they are too
// (a canvas JPEG of a screenshot is no smaller); the server stores them as JPEG like any photo.
const reencodable = /^image\/(jpeg|webp|avif|heic|heif)$/

export interface PreparedPhoto {
  blob: Blob
  filename: string
  compressed: boolean
}

/** The size that fits `maxEdge` on the long side, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

export function jpegFilename(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '')
  return `${base || 'foto'}.jpg`
}

export function isReencodable(file: File): boolean {
  return reencodable.test(file.type) || /\.(heic|heif)$/i.test(file.name)
}

const heicFile = /\.(heic|heif)$/i

function isHeic(file: File): boolean {
  return /^image\/hei[cf]/.test(file.type) || heicFile.test(file.name)
}

/**
 * The photo as a bitmap. Only Safari decodes an iPhone's HEIC itself; elsewhere libheif, built to
 * WebAssembly and run in a worker, does it, downloaded only when such a photo is picked.
 */
async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file)
  } catch (error) {
    if (!isHeic(file)) throw error
    const { heicTo } = await import('heic-to/csp')
    return heicTo({ blob: file, type: 'bitmap' })
  }
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', jpegQuality))
}

/**
 * Re-encodes a photo as a JPEG of at most 2560 px before upload (HEIC included, see `decode`).
 * The original goes up unchanged when decoding fails or the result would not be smaller; the
 * server accepts both, and converts HEIC itself for clients that send it.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const original: PreparedPhoto = { blob: file, filename: file.name, compressed: false }
  if (!isReencodable(file) || typeof createImageBitmap !== 'function') return original

  let bitmap: ImageBitmap | undefined
  try {
    // Decoding happens off the main thread and applies the EXIF orientation.
    bitmap = await decode(file)
    const size = fitWithin(bitmap.width, bitmap.height, maxLongEdge)
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) return original
    // JPEG has no transparency: a transparent WebP gets white rather than black behind it.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, size.width, size.height)
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    const blob = await canvasToJpeg(canvas)
    if (!blob) return original
    // A HEIC goes as JPEG even when that is no smaller: the server then has no HEVC to decode.
    if (blob.size >= file.size && !isHeic(file)) return original
    return { blob, filename: jpegFilename(file.name), compressed: true }
  } catch {
    return original
  } finally {
    bitmap?.close()
  }
}

import { fileTypeFromBuffer } from 'file-type'

export interface DetectedImageType {
  mime: string
  ext: string
}

const JPEG: DetectedImageType = { mime: 'image/jpeg', ext: 'jpg' }
const PNG: DetectedImageType = { mime: 'image/png', ext: 'png' }
const GIF: DetectedImageType = { mime: 'image/gif', ext: 'gif' }
const WEBP: DetectedImageType = { mime: 'image/webp', ext: 'webp' }
const TIFF: DetectedImageType = { mime: 'image/tiff', ext: 'tiff' }
const AVIF: DetectedImageType = { mime: 'image/avif', ext: 'avif' }
const BY_MIME = new Map([JPEG, PNG, GIF, WEBP, TIFF, AVIF].map((type) => [type.mime, type]))
const HEIC: DetectedImageType = { mime: 'image/heic', ext: 'heic' }
const HEIF: DetectedImageType = { mime: 'image/heif', ext: 'heif' }

const AVIF_BRANDS = new Set(['avif', 'avis'])
// HEVC-coded HEIF brands (ISO/IEC 23008-12 annex B), i.e. what iPhones write.
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'])
// Codec-neutral HEIF brands: the compatible brands decide between HEIC and AVIF.
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2'])

function ascii(data: Buffer, start: number, end: number): string {
  return data.toString('latin1', start, end)
}

/**
 * Reads an ISO-BMFF `ftyp` box (HEIF/AVIF) and classifies it by its brands.
 * file-type reads the major brand only, and takes the codec-neutral `mif1`
 * of many AVIF encoders for HEIF and the rarer HEVC brands for MP4 video.
 */
function detectIsoBmff(data: Buffer): DetectedImageType | null {
  if (data.length < 16 || ascii(data, 4, 8) !== 'ftyp') return null
  const declaredSize = data.readUInt32BE(0)
  const boxEnd = Math.min(declaredSize >= 16 ? declaredSize : 16, data.length, 4096)
  const major = ascii(data, 8, 12)
  const compatible: string[] = []
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) compatible.push(ascii(data, offset, offset + 4))

  if (AVIF_BRANDS.has(major)) return AVIF
  if (HEIC_BRANDS.has(major)) return HEIC
  if (!HEIF_BRANDS.has(major)) return null
  if (compatible.some((brand) => AVIF_BRANDS.has(brand))) return AVIF
  if (compatible.some((brand) => HEIC_BRANDS.has(brand))) return HEIC
  return HEIF
}

/**
 * Identifies an image by its content only (file-type's signatures): the file
 * name and the client's mime type are never trusted. Returns null for anything
 * that is not one of the image formats the upload pipeline accepts.
 */
export async function detectImageType(data: Buffer): Promise<DetectedImageType | null> {
  if (data.length >= 16 && ascii(data, 4, 8) === 'ftyp') return detectIsoBmff(data)
  const detected = await fileTypeFromBuffer(data)
  return (detected && BY_MIME.get(detected.mime)) ?? null
}

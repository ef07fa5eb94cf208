import type { Media } from '../../payload-types'

export interface MediaVariant {
  url: string | null
  width: number | null
  height: number | null
}

/** A photo as the panel's media library and selector read it. */
export interface MediaItem {
  id: number
  filename: string | null
  originalFilename: string | null
  fileSize: number | null
  mimeType: string | null
  width: number | null
  height: number | null
  alt: string | null
  url: string | null
  thumbnailURL: string | null
  sizes: Record<string, MediaVariant>
  createdAt: string
}

export function toMediaItem(doc: Media): MediaItem {
  const sizes: Record<string, MediaVariant> = {}
  for (const [name, size] of Object.entries(doc.sizes ?? {})) {
    sizes[name] = { url: size?.url ?? null, width: size?.width ?? null, height: size?.height ?? null }
  }
  return {
    id: doc.id,
    filename: doc.filename ?? null,
    originalFilename: doc.originalFilename ?? null,
    fileSize: doc.filesize ?? null,
    mimeType: doc.mimeType ?? null,
    width: doc.width ?? null,
    height: doc.height ?? null,
    alt: doc.alt ?? null,
    url: doc.url ?? null,
    thumbnailURL: doc.thumbnailURL ?? null,
    sizes,
    createdAt: doc.createdAt,
  }
}

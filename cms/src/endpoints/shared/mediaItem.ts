import type { MediaItem, MediaVariant } from '@autosalone/domain/media/media-item'

import type { Media } from '../../payload-types'

/** A stored photo as the panel reads it: the shape `mediaItemSchema` in `domain/` gives it. */
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

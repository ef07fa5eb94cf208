import type { MediaItem } from '../types'

/** The small picture of a photo: its thumbnail variant, else the admin proxy that serves one. */
export function thumbnailSource(id: number, media: MediaItem | undefined): string {
  return media?.thumbnailURL ?? media?.url ?? `/api/admin/media/${id}/proxy`
}

export function mediaName(media: MediaItem | undefined, id: number): string {
  return media?.originalFilename || media?.filename || `#${id}`
}

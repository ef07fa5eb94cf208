import type { CollectionAfterReadHook } from 'payload'

export function uploadUrl(filename: string | null | undefined): string | null {
  return filename ? `/uploads/${encodeURIComponent(filename)}` : null
}

type Size = { filename?: string | null; url?: string | null }
type StoredPhoto = { filename?: string | null; sizes?: Record<string, Size> | null; filesize?: number | null }

/**
 * Photos are served by the express server at /uploads/{filename} from either
 * storage, so every URL the API hands out points there.
 */
export const exposeUploadUrls: CollectionAfterReadHook = ({ doc }) => {
  const photo = doc as StoredPhoto | null | undefined
  if (!photo?.filename) return photo
  const url = uploadUrl(photo.filename)
  const sizes: Record<string, Size> = { ...(photo.sizes ?? {}) }
  for (const [name, size] of Object.entries(sizes)) {
    sizes[name] = { ...size, url: uploadUrl(size?.filename) }
  }
  return {
    ...photo,
    url,
    thumbnailURL: sizes.thumbnail?.url ?? url,
    sizes,
    fileSize: photo.filesize ?? null,
  }
}

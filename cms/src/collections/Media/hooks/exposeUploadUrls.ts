import type { CollectionAfterReadHook } from 'payload'

export function uploadUrl(filename: string | null | undefined): string | null {
  return filename ? `/uploads/${encodeURIComponent(filename)}` : null
}

type Size = { filename?: string | null; url?: string | null }

/**
 * Photos are served by the express server at /uploads/{filename} from either
 * storage, so every URL the API hands out points there.
 */
export const exposeUploadUrls: CollectionAfterReadHook = ({ doc }) => {
  if (!doc?.filename) return doc
  const url = uploadUrl(doc.filename)
  const sizes: Record<string, Size> = { ...(doc.sizes ?? {}) }
  for (const [name, size] of Object.entries(sizes)) {
    sizes[name] = { ...size, url: uploadUrl(size?.filename) }
  }
  return {
    ...doc,
    url,
    thumbnailURL: sizes.thumbnail?.url ?? url,
    sizes,
    fileSize: doc.filesize ?? null,
  }
}

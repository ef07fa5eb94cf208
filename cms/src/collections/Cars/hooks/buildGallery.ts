import type { CollectionBeforeChangeHook } from 'payload'

import { uploadUrl } from '../../Media/hooks/exposeUploadUrls'

export interface GalleryPhoto {
  id: number
  original: string
  large: string
  card: string
  thumbnail: string
  width: number | null
  height: number | null
}

type MediaDoc = {
  id: number
  filename?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { filename?: string | null } | undefined>
}

function idOf(photo: unknown): number | null {
  if (typeof photo === 'number') return photo
  if (photo && typeof photo === 'object' && 'id' in photo) return Number((photo as { id: unknown }).id)
  return null
}

/**
 * Keeps the photo URLs of a car on the car itself, in the photos' order, so
 * reading a list of cars needs no join on the media table.
 */
export const buildGallery: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (!data || !('photos' in data)) return data
  const ids = ((data.photos as unknown[] | null) ?? []).map(idOf).filter((id): id is number => id !== null)

  if (ids.length === 0) return { ...data, photos: [], gallery: [] }

  const { docs } = await req.payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    pagination: false,
    req,
  })
  const byId = new Map((docs as MediaDoc[]).map((doc) => [doc.id, doc]))
  const kept = ids.filter((id) => byId.has(id))
  const gallery: GalleryPhoto[] = kept.map((id) => {
    const media = byId.get(id)!
    const original = uploadUrl(media.filename) ?? ''
    const variant = (name: string) => uploadUrl(media.sizes?.[name]?.filename) ?? original
    return {
      id,
      original,
      large: variant('large'),
      card: variant('card'),
      thumbnail: variant('thumbnail'),
      width: media.width ?? null,
      height: media.height ?? null,
    }
  })
  return { ...data, photos: kept, gallery }
}

import type { CarPhoto } from '@autosalone/domain/car-record'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { uploadUrl } from '../../Media/hooks/exposeUploadUrls'

type MediaDoc = {
  id: number
  filename?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { filename?: string | null } | undefined>
}

function idOf(photo: unknown): number | null {
  if (typeof photo === 'number') return photo
  if (photo && typeof photo === 'object' && 'id' in photo) return Number(photo.id)
  return null
}

/** The one place a media record becomes the photo a car's answer carries. */
function carPhoto(media: MediaDoc): CarPhoto {
  const original = uploadUrl(media.filename) ?? ''
  const variant = (name: string) => uploadUrl(media.sizes?.[name]?.filename) ?? original
  return {
    id: media.id,
    original,
    large: variant('large'),
    card: variant('card'),
    thumbnail: variant('thumbnail'),
    width: media.width ?? null,
    height: media.height ?? null,
  }
}

/**
 * The photos of the given media ids, in that order; ids that name no photo of the library are left
 * out, a visitor's trade-in photo among them: whoever saves the car, it never reaches the site.
 */
export async function carPhotos(req: PayloadRequest, ids: number[]): Promise<CarPhoto[]> {
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { and: [{ id: { in: ids } }, { lead: { exists: false } }] },
    limit: ids.length,
    depth: 0,
    pagination: false,
    req,
  })
  const byId = new Map((docs as MediaDoc[]).map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => {
    const media = byId.get(id)
    return media ? [carPhoto(media)] : []
  })
}

/**
 * Keeps the photos of a car (URLs and sizes, in order) on the car itself, in its
 * `gallery` column, so reading a list of cars needs no join on the media table.
 * A photo whose files change re-saves the cars that show it (refreshCarPhotos).
 */
export const buildGallery: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (!data || !('photos' in data)) return data
  const ids = ((data.photos as unknown[] | null) ?? []).map(idOf).filter((id): id is number => id !== null)
  const gallery = await carPhotos(req, ids)
  return { ...data, photos: gallery.map((photo) => photo.id), gallery }
}

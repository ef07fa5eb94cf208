import type { Access, PayloadRequest, Where } from 'payload'
import { APIError } from 'payload'

import { userIsAdmin } from './isAdmin'

const PHOTO_NOT_FOUND = 'Foto non trovata'

/** The photos of the cars a visitor can see (every car not in the trash), asked of the database each time. */
async function visiblePhotoIds(req: PayloadRequest): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'cars',
    depth: 0,
    pagination: false,
    select: { photos: true },
    req,
  })
  const ids = docs.flatMap((car) => (car.photos ?? []).map((photo) => (typeof photo === 'number' ? photo : photo.id)))
  // `in` with no ids would match nothing in SQL anyway; id 0 never exists and keeps the query plain.
  return ids.length ? [...new Set(ids)] : [0]
}

function namedFile(req: PayloadRequest, filename: string): Where {
  const sizes = req.payload.collections.media.config.upload.imageSizes ?? []
  return {
    or: [
      { filename: { equals: filename } },
      ...sizes.map((size) => ({ [`sizes.${size.name}.filename`]: { equals: filename } })),
    ],
  }
}

/**
 * The photo library is the dealer's: a visitor sees (in the list, by id, as a
 * file) only the photos of cars on the site. An upload not yet attached to a
 * car, or left behind by a deleted one, is not listed. For a file the visitor
 * may not read Payload would answer 403, which tells that it exists: it is a 404.
 */
export const photosOfVisibleCars: Access = async ({ req, isReadingStaticFile, data }) => {
  if (userIsAdmin(req)) return true
  const visible: Where = { id: { in: await visiblePhotoIds(req) } }
  const filename = (data as { filename?: unknown } | undefined)?.filename
  if (isReadingStaticFile && typeof filename === 'string') {
    const { totalDocs } = await req.payload.count({
      collection: 'media',
      where: { and: [namedFile(req, filename), visible] },
      req,
    })
    if (totalDocs === 0) throw new APIError(PHOTO_NOT_FOUND, 404, null, true)
  }
  return visible
}

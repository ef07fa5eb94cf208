import type { CollectionAfterChangeHook } from 'payload'

import type { Media } from '../../../payload-types'

type FileFields = {
  filename?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}

/** What a car keeps of a photo: its files and size, not its alt text. */
const files = (photo: Media | undefined) => {
  const doc = photo as FileFields | undefined
  return JSON.stringify([
    doc?.filename,
    doc?.width,
    doc?.height,
    Object.entries(doc?.sizes ?? {}).map(([name, size]) => [name, size?.filename]),
  ])
}

/**
 * When a photo's file is replaced (from the console or Payload's REST API), every car
 * that shows it, trashed ones too, is saved again so its stored photos are rebuilt from
 * the new files (buildGallery). It runs in the photo's transaction: a failed rebuild
 * leaves the photo as it was.
 */
export const refreshCarPhotos: CollectionAfterChangeHook<Media> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || files(doc) === files(previousDoc)) return doc
  const access = { req, user: req.user, overrideAccess: false } as const
  const { docs: cars } = await req.payload.find({
    collection: 'cars',
    where: { photos: { in: [doc.id] } },
    pagination: false,
    depth: 0,
    trash: true,
    ...access,
  })
  for (const car of cars) {
    await req.payload.update({
      collection: 'cars',
      id: car.id,
      data: { photos: (car.photos ?? []).map((photo) => (typeof photo === 'number' ? photo : photo.id)) },
      depth: 0,
      trash: true,
      ...access,
    })
  }
  return doc
}

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { MAX_PHOTOS_PER_CAR } from '@autosalone/domain/limits'
import type { Media } from '../../../payload-types'
import { putBack, readDetachedPlaces } from './detachedPlaces'

const photoIds = (photos: (number | { id: number })[] | null | undefined) =>
  (photos ?? []).map((photo) => (typeof photo === 'number' ? photo : photo.id))

function carsShowing(req: PayloadRequest, mediaId: number) {
  return req.payload.find({
    collection: 'cars',
    where: { photos: { in: [mediaId] } },
    pagination: false,
    depth: 0,
    trash: true,
    req,
    user: req.user,
    overrideAccess: false,
  })
}

/**
 * A photo moved to the trash (from the panel or the console) is taken off every car that shows
 * it, in the same transaction, and remembers which cars those were and its place on each, so
 * restoring it can put it back where it was. A photo taken out of the trash forgets them (`restorePhoto` uses the previous record).
 */
export const trashPhoto: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update') return data
  const before = originalDoc as Media | undefined
  const trashing = Boolean(data.deletedAt) && !before?.deletedAt
  const restoring = data.deletedAt === null && Boolean(before?.deletedAt)
  if (restoring) return { ...data, detachedFrom: null }
  if (!trashing || before?.id === undefined) return data

  const mediaId = before.id
  const { docs: cars } = await carsShowing(req, mediaId)
  for (const car of cars) {
    await req.payload.update({
      collection: 'cars',
      id: car.id,
      data: { photos: photoIds(car.photos).filter((id) => id !== mediaId) },
      depth: 0,
      trash: true,
      req,
      user: req.user,
      overrideAccess: false,
    })
  }
  return {
    ...data,
    detachedFrom: cars.map((car) => ({ car: car.id, position: photoIds(car.photos).indexOf(mediaId) })),
  }
}

/** A restored photo goes back in its place on the cars it was taken off that still exist and have room. */
export const restorePhoto: CollectionAfterChangeHook<Media> = async ({ doc, previousDoc, req, operation }) => {
  const before = previousDoc as Media | undefined
  if (operation !== 'update' || !before?.deletedAt || doc.deletedAt) return doc
  const places = readDetachedPlaces(before.detachedFrom)
  if (places.length === 0) return doc
  const carIds = places.map(({ car }) => car)
  const mediaId = doc.id
  const { docs: cars } = await req.payload.find({
    collection: 'cars',
    where: { id: { in: carIds } },
    pagination: false,
    depth: 0,
    trash: true,
    req,
    user: req.user,
    overrideAccess: false,
  })
  for (const car of cars) {
    const photos = photoIds(car.photos)
    if (photos.includes(mediaId) || photos.length >= MAX_PHOTOS_PER_CAR) continue
    await req.payload.update({
      collection: 'cars',
      id: car.id,
      data: { photos: putBack(photos, mediaId, places.find((place) => place.car === car.id)?.position ?? null) },
      depth: 0,
      trash: true,
      req,
      user: req.user,
      overrideAccess: false,
    })
  }
  return doc
}

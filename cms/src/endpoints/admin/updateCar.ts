import type { Endpoint } from 'payload'

import { carFields, readCarForm } from '../shared/carForm'
import { assertUnchangedSince } from '../shared/carVersion'
import { assertPhotosExist, keptPhotoIds } from '../shared/carPhotos'
import { answerErrorsAsJson } from '../shared/errorResponse'
import { uploadPhotos } from '../shared/photoUploads'
import { CAR_NOT_FOUND, findCar, routeId } from '../shared/records'
import { requireAdmin } from '../shared/requireAdmin'
import { inOneTransaction } from '../shared/saveTransaction'

/**
 * PUT /api/admin/cars/{id}: changes the fields sent. The photos become
 * `existingImages` (multipart, by URL) or `selectedMediaIds` (JSON), then the new
 * `images` files; with only new files they are added after the current photos.
 * The new photos and the change are one transaction. A save that sends the `version` it was
 * edited from (the car's `updatedAt`) is refused with 409 when the car changed since.
 */
export const updateCar: Endpoint = {
  path: '/admin/cars/:id',
  method: 'put',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const car = await findCar(req, routeId(req, CAR_NOT_FOUND))
    const { input, version, photos } = await readCarForm(req, { partial: true })
    const kept = keptPhotoIds(input, car, photos.length)
    if (kept) await assertPhotosExist(req, kept)

    const updated = await inOneTransaction(req, async () => {
      await assertUnchangedSince(req, car, version)
      const added = await uploadPhotos(req, photos)
      return req.payload.update({
        collection: 'cars',
        id: car.id,
        data: { ...carFields(input), ...(kept ? { photos: [...kept, ...added] } : {}) },
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
    })
    return Response.json(updated)
  }),
}

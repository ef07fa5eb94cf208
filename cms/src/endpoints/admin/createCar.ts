import type { Endpoint } from 'payload'

import { newCarData, readCarForm } from '../shared/carForm'
import { assertPhotosExist, keptPhotoIds } from '../shared/carPhotos'
import { answerErrorsAsJson } from '../shared/errorResponse'
import { uploadPhotos } from '../shared/photoUploads'
import { requireAdmin } from '../shared/requireAdmin'
import { inOneTransaction } from '../shared/saveTransaction'

/**
 * POST /api/admin/cars: a new car from the page form (JSON, photos as
 * `selectedMediaIds`) or the panel form (multipart, photos as repeated `images`
 * files, stored after the selected ones). The photos and the car are one transaction:
 * nothing is left behind if it fails or the server dies before it commits.
 */
export const createCar: Endpoint = {
  path: '/admin/cars',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const { input, photos } = await readCarForm(req, { partial: false })
    const kept = keptPhotoIds(input, null, photos.length) ?? []
    await assertPhotosExist(req, kept)

    const car = await inOneTransaction(req, async () => {
      const added = await uploadPhotos(req, photos)
      return req.payload.create({
        collection: 'cars',
        data: newCarData(input, [...kept, ...added]),
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
    })
    return Response.json(car, { status: 201 })
  }),
}

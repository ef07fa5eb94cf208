import type { Endpoint } from 'payload'
import { commitTransaction, initTransaction, killTransaction } from 'payload'

import { answerErrorsAsJson } from '../shared/errorResponse'
import { MEDIA_NOT_FOUND, findMedia, routeId } from '../shared/records'
import { requireAdmin } from '../shared/requireAdmin'

/**
 * DELETE /api/admin/media/{id}: deletes the photo and its files; the Media
 * collection's `detachFromCars` hook takes it off every car in the same
 * transaction. The answer names the cars that showed it.
 */
export const deleteMedia: Endpoint = {
  path: '/admin/media/:id',
  method: 'delete',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const media = await findMedia(req, routeId(req, MEDIA_NOT_FOUND))
    const access = { user: req.user, overrideAccess: false, req } as const

    const ownTransaction = await initTransaction(req)
    try {
      const { docs: cars } = await req.payload.find({
        collection: 'cars',
        where: { photos: { in: [media.id] } },
        pagination: false,
        depth: 0,
        trash: true,
        ...access,
      })
      await req.payload.delete({ collection: 'media', id: media.id, ...access })
      if (ownTransaction) await commitTransaction(req)
      return Response.json({ id: media.id, cars: cars.map((car) => car.id) })
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  }),
}

import type { Endpoint } from 'payload'

import type { DeletedCarAnswer } from '@autosalone/domain/car-trash'

import { answerErrorsAsJson } from '../shared/errorResponse'
import { CAR_NOT_FOUND, findCar, routeId } from '../shared/records'
import { requireAdmin } from '../shared/requireAdmin'

/** DELETE /api/admin/cars/{id}: moves the car to the trash, from which the panel (or the console) restores it for 30 days. */
export const deleteCar: Endpoint = {
  path: '/admin/cars/:id',
  method: 'delete',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const car = await findCar(req, routeId(req, CAR_NOT_FOUND))
    await req.payload.update({
      collection: 'cars',
      id: car.id,
      data: { deletedAt: new Date().toISOString() },
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const answer: DeletedCarAnswer = { id: car.id }
    return Response.json(answer)
  }),
}

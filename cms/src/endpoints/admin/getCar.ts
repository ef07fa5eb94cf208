import type { Endpoint } from 'payload'

import { answerErrorsAsJson } from '../shared/errorResponse'
import { CAR_NOT_FOUND, findCar, routeId } from '../shared/records'
import { requireAdmin } from '../shared/requireAdmin'

/** GET /api/admin/cars/{id}: one car for editing, the same record the public API gives. */
export const getCar: Endpoint = {
  path: '/admin/cars/:id',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    return Response.json(await findCar(req, routeId(req, CAR_NOT_FOUND)))
  }),
}

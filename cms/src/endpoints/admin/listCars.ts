import type { Endpoint } from 'payload'

import { answerErrorsAsJson } from '../shared/errorResponse'
import { requireAdmin } from '../shared/requireAdmin'

/** GET /api/admin/cars: every car, unavailable ones included, newest first. Also the panel's session check. */
export const listCars: Endpoint = {
  path: '/admin/cars',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const { docs } = await req.payload.find({
      collection: 'cars',
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    return Response.json({ docs })
  }),
}

import type { Endpoint } from 'payload'

import { PRICE_HISTORY_SHOWN, type PriceHistoryAnswer } from '@autosalone/domain/prices/price-history'
import { answerErrorsAsJson } from '../../../endpoints/shared/errorResponse'
import { CAR_NOT_FOUND, findCar, routeId } from '../../../endpoints/shared/records'
import { requireAdmin } from '../../../endpoints/shared/requireAdmin'

/** GET /api/admin/cars/{id}/prices: the prices the car had, newest first, for its form. */
export const carPriceHistory: Endpoint = {
  path: '/admin/cars/:id/prices',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const car = await findCar(req, routeId(req, CAR_NOT_FOUND))
    const { docs } = await req.payload.find({
      collection: 'car-prices',
      where: { car: { equals: car.id } },
      sort: '-changedAt',
      limit: PRICE_HISTORY_SHOWN,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const answer: PriceHistoryAnswer = {
      changes: docs.map((row) => ({
        price: row.price,
        changedAt: row.changedAt,
        changedBy: row.changedByName ?? null,
      })),
    }
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
  }),
}

import type { Endpoint, Where } from 'payload'

import { LEAD_DESK_LIMITS, type CarChoice } from '@autosalone/domain/leads/lead-desk'
import type { Car } from '../../../payload-types'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireAdmin } from '../../shared/requireAdmin'

const choiceOf = (car: Car): CarChoice => ({
  id: car.id,
  name: car.name,
  plate: car.plate ?? null,
  status: car.status,
})

/**
 * GET /api/admin/leads/car-choices?q=: the cars of the stock a request may have bought, by words of
 * the name or the plate, cars not yet sold first; a few at a time, for the 'Venduta a questo
 * cliente' search.
 */
export const carChoices: Endpoint = {
  path: '/admin/leads/car-choices',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const query = (new URL(req.url ?? 'http://x/').searchParams.get('q') ?? '')
      .trim()
      .slice(0, LEAD_DESK_LIMITS.carSearchChars)
    const where: Where = query ? { or: [{ name: { like: query } }, { plate: { like: query } }] } : {}
    const { docs } = await req.payload.find({
      collection: 'cars',
      where,
      sort: ['status', '-createdAt'],
      limit: LEAD_DESK_LIMITS.carChoices,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    return Response.json({ docs: docs.map(choiceOf) })
  }),
}

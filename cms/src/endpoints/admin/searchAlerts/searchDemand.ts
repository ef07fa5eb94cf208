import type { Endpoint } from 'payload'

import type { SearchAlertDemandAnswer } from '@autosalone/domain/search-alerts/alert-rules'
import { errorResponse } from '../../shared/errorResponse'
import { requireAdmin } from '../../shared/requireAdmin'

/** More confirmed alerts than a dealership's visitors would ever leave; the page stays bounded. */
const MAX_ALERTS_READ = 20_000

/**
 * GET /api/admin/search-alerts/demand: how many people wait for each saved search, most wanted
 * first: the stock to buy next. People are counted by address, only once they confirmed; the
 * addresses themselves never leave the server.
 */
export const searchDemand: Endpoint = {
  path: '/admin/search-alerts/demand',
  method: 'get',
  handler: async (req) => {
    try {
      const user = requireAdmin(req)
      const { docs } = await req.payload.find({
        collection: 'search-alerts',
        where: { confirmedAt: { exists: true } },
        select: { email: true, query: true },
        depth: 0,
        limit: MAX_ALERTS_READ,
        pagination: false,
        user,
        overrideAccess: false,
        req,
      })
      const people = new Map<string, Set<string>>()
      for (const alert of docs) {
        const query = alert.query ?? ''
        people.set(query, (people.get(query) ?? new Set()).add(alert.email))
      }
      const answer: SearchAlertDemandAnswer = {
        searches: [...people]
          .map(([query, addresses]) => ({ query, people: addresses.size }))
          .sort((a, b) => b.people - a.people || a.query.localeCompare(b.query)),
      }
      return Response.json(answer, { headers: { 'Cache-Control': 'private, no-store' } })
    } catch (error) {
      return errorResponse(error, req)
    }
  },
}

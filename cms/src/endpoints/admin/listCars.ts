import type { Endpoint } from 'payload'
import { APIError } from 'payload'

import { parseAdminCarListQuery } from '@autosalone/domain/admin-car-list/list-query'
import { listPage } from './carList/listPage'
import { answerErrorsAsJson } from '../shared/errorResponse'
import { requireAdmin } from '../shared/requireAdmin'

/**
 * GET /api/admin/cars?page=&limit=&q=&status=&sort=: one page of the panel's list, unavailable
 * cars included, with the count of each status for the search. Also the panel's session check.
 */
export const listCars: Endpoint = {
  path: '/admin/cars',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const parsed = parseAdminCarListQuery(new URL(req.url ?? '/', 'http://localhost').searchParams)
    if (!parsed.ok) throw new APIError(parsed.problem, 400)
    return Response.json(await listPage(req, parsed.query), { headers: { 'Cache-Control': 'no-store' } })
  }),
}

import type { Endpoint } from 'payload'

import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireAdmin } from '../../shared/requireAdmin'
import { findImport, importState } from './importRecord'

/** GET /api/admin/imports/{id}: the import's state, progress and run log, the same from every replica. */
export const getImport: Endpoint = {
  path: '/admin/imports/:id',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    return Response.json(await importState(req, await findImport(req)), { headers: { 'Cache-Control': 'no-store' } })
  }),
}

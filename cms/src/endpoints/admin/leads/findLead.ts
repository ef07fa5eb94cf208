import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { LEAD_NOT_FOUND } from './leadQuery'

/** One request as the signed-in staff member may read it, with its car and assignee; 404 when there is none. */
export async function findLead(req: PayloadRequest, id: number) {
  const lead = await req.payload.findByID({
    collection: 'leads',
    id,
    depth: 1,
    disableErrors: true,
    user: req.user,
    overrideAccess: false,
    req,
  })
  if (!lead) throw new APIError(LEAD_NOT_FOUND, 404, null, true)
  return lead
}

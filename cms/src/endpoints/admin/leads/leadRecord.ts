import type { Endpoint } from 'payload'

import type { AdminLead } from '@autosalone/domain/leads/admin-lead-answer'
import { queueAssigneeMail } from '../../../collections/Leads/jobs/notifyAssignee'
import { readRequestBody } from '../../shared/readRequestBody'
import { answerErrorsAsJson, invalidInput } from '../../shared/errorResponse'
import { routeId } from '../../shared/records'
import { requireAdmin } from '../../shared/requireAdmin'
import { BODY_LIMITS } from '../../../lib/requestLimits'
import { inOneTransaction } from '../../shared/saveTransaction'
import { findLead } from './findLead'
import { recordActivity } from './leadActivities'
import { readLeadChanges } from './leadChanges'
import { LEAD_NOT_FOUND, leadView } from './leadQuery'
import { tradeInPhotos } from './tradeInPhotos'

/** GET /api/admin/leads/{id}: one request with its car and the trade-in photos sent with it. */
export const getLead: Endpoint = {
  path: '/admin/leads/:id',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const lead = await findLead(req, routeId(req, LEAD_NOT_FOUND))
    return Response.json({ ...leadView(lead), photos: await tradeInPhotos(req, lead.id) } satisfies AdminLead)
  }),
}

/**
 * PATCH /api/admin/leads/{id} {status?, notes?, assignedTo?, remindOn?, soldCar?, markCarSold?}: the
 * dealer's work on a request; nothing else is editable. `assignedTo` is an enabled staff account's
 * id (or null); a new assignee other than the one assigning is told by e-mail. A status change is
 * written to the request's activity, and `markCarSold` sets the sold car to 'venduta', in the same
 * transaction as the change.
 */
export const updateLead: Endpoint = {
  path: '/admin/leads/:id',
  method: 'patch',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const id = routeId(req, LEAD_NOT_FOUND)
    const before = await findLead(req, id)
    const { fields } = await readRequestBody(req, { maxBytes: BODY_LIMITS.text })
    const { data, markCarSold, errors } = await readLeadChanges(req, fields)
    if (errors.length > 0) throw invalidInput('Dati non validi', errors)
    const access = { user: req.user, overrideAccess: false, req } as const
    const lead = await inOneTransaction(req, async () => {
      // The car first, so the answer's `soldCar` shows it sold.
      if (markCarSold && data.soldCar) {
        await req.payload.update({
          collection: 'cars',
          id: data.soldCar,
          data: { status: 'venduta' },
          depth: 0,
          ...access,
        })
      }
      const saved = await req.payload.update({ collection: 'leads', id, data, depth: 1, ...access })
      if (data.status && data.status !== before.status) {
        await recordActivity(req, id, { kind: 'stato', fromStatus: before.status, toStatus: data.status })
      }
      return saved
    })
    const previous = typeof before.assignedTo === 'object' ? before.assignedTo?.id : before.assignedTo
    if (data.assignedTo && data.assignedTo !== previous && data.assignedTo !== req.user!.id) {
      await queueAssigneeMail(req.payload, lead.id, data.assignedTo)
    }
    return Response.json(leadView(lead))
  }),
}

import type { PayloadRequest, Where } from 'payload'
import { APIError } from 'payload'

import { LEAD_STATUSES, LEAD_TYPES } from '@autosalone/domain/leads/lead-rules'
import type { Lead } from '../../../payload-types'

export const LEAD_NOT_FOUND = 'Richiesta non trovata'

/** The filters of the inbox, from the query string: `?type=test-drive&status=nuova&mine=1` ('Le mie richieste'). */
export function leadFilter(req: PayloadRequest): Where {
  const params = new URL(req.url ?? 'http://x/').searchParams
  const and: Where[] = []
  const type = params.get('type')
  const status = params.get('status')
  if (type) {
    if (!LEAD_TYPES.includes(type as never))
      throw new APIError(`Tipo non valido: ammessi ${LEAD_TYPES.join(', ')}`, 400, null, true)
    and.push({ type: { equals: type } })
  }
  if (status) {
    if (!LEAD_STATUSES.includes(status as never)) {
      throw new APIError(`Stato non valido: ammessi ${LEAD_STATUSES.join(', ')}`, 400, null, true)
    }
    and.push({ status: { equals: status } })
  }
  if (params.get('mine') === '1' && req.user) and.push({ assignedTo: { equals: req.user.id } })
  return { and }
}

/**
 * A lead as the panel shows it: the car as its id, name and slug (or null once deleted), the
 * assignee as id, name and username (or null).
 */
export function leadView(lead: Lead) {
  const car =
    lead.car && typeof lead.car === 'object' ? { id: lead.car.id, name: lead.car.name, slug: lead.car.slug } : null
  const staff = lead.assignedTo
  const assignedTo =
    staff && typeof staff === 'object'
      ? { id: staff.id, name: staff.name ?? null, username: staff.username ?? '' }
      : null
  return { ...lead, car, assignedTo }
}

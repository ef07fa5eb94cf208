import type { PayloadRequest, Where } from 'payload'
import { APIError } from 'payload'

import type { AdminLead } from '@autosalone/domain/leads/admin-lead-answer'
import { dealerToday } from '@autosalone/domain/leads/lead-desk'
import { LEAD_STATUSES, LEAD_TYPES } from '@autosalone/domain/leads/lead-rules'
import { parseRecordId } from '@autosalone/domain/record-id'
import type { Lead } from '../../../payload-types'

export const LEAD_NOT_FOUND = 'Richiesta non trovata'

/**
 * The filters of the inbox, from the query string: `?type=test-drive&status=nuova&mine=1` ('Le mie
 * richieste'), `due=1` ('Da richiamare oggi'), `soldCar={carId}` (the request that bought a car).
 */
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
  if (params.get('due') === '1') and.push(dueToday())
  const soldCar = params.get('soldCar')
  if (soldCar !== null) {
    const carId = parseRecordId(soldCar)
    if (carId === null) throw new APIError("Auto venduta: il numero di un'auto", 400, null, true)
    and.push({ soldCar: { equals: carId } })
  }
  return { and }
}

/** 'Da richiamare oggi': a reminder today or earlier at the dealer's, on a request not closed (see `isDue`). */
export function dueToday(now: Date = new Date()): Where {
  return { and: [{ remindOn: { less_than_equal: dealerToday(now) } }, { status: { not_equals: 'chiusa' } }] }
}

/** The details a form stored: always an object of the form's answers, or nothing. */
const detailsOf = ({ details }: Lead): AdminLead['details'] =>
  details && typeof details === 'object' && !Array.isArray(details) ? details : null

/**
 * A lead as the panel shows it: the car as its id, name and slug (or null once deleted; every car
 * has its slug from its creation on), the assignee as id, name and username (or null).
 */
export function leadView(lead: Lead): AdminLead {
  const car =
    lead.car && typeof lead.car === 'object'
      ? { id: lead.car.id, name: lead.car.name, slug: lead.car.slug ?? '' }
      : null
  const staff = lead.assignedTo
  const assignedTo =
    staff && typeof staff === 'object'
      ? { id: staff.id, name: staff.name ?? null, username: staff.username ?? '' }
      : null
  const sold = lead.soldCar
  const soldCar = sold && typeof sold === 'object' ? { id: sold.id, name: sold.name, status: sold.status } : null
  return { ...lead, car, details: detailsOf(lead), assignedTo, soldCar }
}

import type { Endpoint } from 'payload'
import { APIError } from 'payload'

import {
  dealerToday,
  isCalendarDay,
  weekDays,
  type TestDriveEntry,
  type TestDriveWeek,
} from '@autosalone/domain/leads/lead-desk'
import type { Lead } from '../../../payload-types'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireAdmin } from '../../shared/requireAdmin'

/** More test drives than a dealer books in a week; the calendar never reads past it. */
const MAX_ENTRIES = 500

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function entryOf(lead: Lead): TestDriveEntry {
  const details = (lead.details ?? {}) as Record<string, unknown>
  const car = lead.car && typeof lead.car === 'object' ? { id: lead.car.id, name: lead.car.name } : null
  return {
    leadId: lead.id,
    name: lead.name,
    phone: lead.phone ?? null,
    day: text(details.date),
    time: text(details.time),
    car,
    status: lead.status,
  }
}

/**
 * GET /api/admin/leads/test-drives?week=YYYY-MM-DD: the test drives booked Monday to Sunday of the
 * week that day falls in (this week at the dealer's without it), by day and time. The day and time
 * are the ones the visitor chose, the dealer's own.
 */
export const testDriveWeek: Endpoint = {
  path: '/admin/leads/test-drives',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const today = dealerToday()
    const week = new URL(req.url ?? 'http://x/').searchParams.get('week') ?? today
    if (!isCalendarDay(week)) throw new APIError('Settimana: una data AAAA-MM-GG', 400, null, true)
    const days = weekDays(week)
    const { docs } = await req.payload.find({
      collection: 'leads',
      where: { and: [{ type: { equals: 'test-drive' } }, { 'details.date': { in: days } }] },
      limit: MAX_ENTRIES,
      depth: 1,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const entries = docs
      .map(entryOf)
      .sort((a, b) => `${a.day} ${a.time}`.localeCompare(`${b.day} ${b.time}`) || a.leadId - b.leadId)
    return Response.json({ days, today, entries } satisfies TestDriveWeek)
  }),
}

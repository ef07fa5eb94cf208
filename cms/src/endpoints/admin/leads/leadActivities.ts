import type { Endpoint, PayloadRequest, TypedUser } from 'payload'

import { LEAD_DESK_LIMITS, WRITTEN_ACTIVITY_KINDS, type LeadActivity } from '@autosalone/domain/leads/lead-desk'
import type { LeadStatus } from '@autosalone/domain/leads/lead-rules'
import type { LeadActivity as StoredActivity } from '../../../payload-types'
import { readRequestBody } from '../../shared/readRequestBody'
import { answerErrorsAsJson, invalidInput } from '../../shared/errorResponse'
import { routeId } from '../../shared/records'
import { requireAdmin } from '../../shared/requireAdmin'
import { LEAD_NOT_FOUND } from './leadQuery'
import { findLead } from './findLead'

/** An activity's note and kind fit in a few kilobytes; nothing larger is read. */
const MAX_BODY_BYTES = 16 * 1024

/** How the panel names the staff member who wrote an entry: the name, else the username. */
const authorNameOf = (user: TypedUser) => {
  const { name, username } = user as { name?: string | null; username?: string | null }
  return (name?.trim() || username || `#${user.id}`).slice(0, 120)
}

export function activityView(entry: StoredActivity): LeadActivity {
  return {
    id: entry.id,
    kind: entry.kind,
    note: entry.note ?? null,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    authorName: entry.authorName,
    createdAt: entry.createdAt,
  }
}

/** Writes one entry as the signed-in staff member, inside the request's transaction when there is one. */
export async function recordActivity(
  req: PayloadRequest,
  leadId: number,
  entry: { kind: StoredActivity['kind']; note?: string; fromStatus?: LeadStatus; toStatus?: LeadStatus },
): Promise<StoredActivity> {
  const user = req.user!
  return req.payload.create({
    collection: 'lead-activities',
    data: { lead: leadId, author: user.id, authorName: authorNameOf(user), ...entry },
    user,
    overrideAccess: false,
    req,
  })
}

/** GET /api/admin/leads/{id}/activities: the request's calls, notes and status changes, newest first. */
export const listLeadActivities: Endpoint = {
  path: '/admin/leads/:id/activities',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const lead = await findLead(req, routeId(req, LEAD_NOT_FOUND))
    const { docs } = await req.payload.find({
      collection: 'lead-activities',
      where: { lead: { equals: lead.id } },
      // The id breaks ties between entries written in the same millisecond.
      sort: ['-createdAt', '-id'],
      limit: LEAD_DESK_LIMITS.activitiesShown,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    return Response.json({ docs: docs.map(activityView) })
  }),
}

/** POST /api/admin/leads/{id}/activities {kind: 'chiamata'|'nota', note}: a call with its outcome, or a note. */
export const addLeadActivity: Endpoint = {
  path: '/admin/leads/:id/activities',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const lead = await findLead(req, routeId(req, LEAD_NOT_FOUND))
    const { fields } = await readRequestBody(req, { maxBytes: MAX_BODY_BYTES })
    const kind = WRITTEN_ACTIVITY_KINDS.find((value) => value === fields.kind)
    const note = typeof fields.note === 'string' ? fields.note.trim() : null
    const errors: { field: string; message: string }[] = []
    if (!kind) errors.push({ field: 'kind', message: `Tipo non valido: ammessi ${WRITTEN_ACTIVITY_KINDS.join(', ')}` })
    if (note === null || note.length === 0 || note.length > LEAD_DESK_LIMITS.noteChars) {
      errors.push({ field: 'note', message: `Nota: testo da 1 a ${LEAD_DESK_LIMITS.noteChars} caratteri` })
    }
    if (errors.length > 0 || !kind || note === null) throw invalidInput('Dati non validi', errors)
    const entry = await recordActivity(req, lead.id, { kind, note })
    return Response.json(activityView(entry), { status: 201 })
  }),
}

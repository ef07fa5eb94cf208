import type { Endpoint, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { LEAD_STATUSES } from '@autosalone/domain/leads/lead-rules'
import { parseRecordId } from '@autosalone/domain/record-id'
import { isActiveStaff } from '@autosalone/domain/staff/roles'
import { queueAssigneeMail } from '../../../collections/Leads/jobs/notifyAssignee'
import { readRequestBody } from '../../shared/readRequestBody'
import { answerErrorsAsJson, invalidInput } from '../../shared/errorResponse'
import { routeId } from '../../shared/records'
import { requireAdmin } from '../../shared/requireAdmin'
import { BODY_LIMITS } from '../../../lib/requestLimits'
import { LEAD_NOT_FOUND, leadView } from './leadQuery'
import { tradeInPhotos } from './tradeInPhotos'

const MAX_NOTES = 5000
const ASSIGNEE_MESSAGE = 'Assegnata a: il numero di un utente attivo, o null'

/** The account a request is assigned to: an enabled staff member's id, null for nobody, undefined when neither. */
async function readAssignee(req: PayloadRequest, value: unknown): Promise<number | null | undefined> {
  if (value === null) return null
  const id = parseRecordId(value)
  if (id === null) return undefined
  const user = await req.payload.db.findOne<{ id: number; role?: string; disabled?: boolean | null }>({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })
  return user && isActiveStaff(user) ? id : undefined
}

async function findLead(req: PayloadRequest, id: number) {
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

/** GET /api/admin/leads/{id}: one request with its car and the trade-in photos sent with it. */
export const getLead: Endpoint = {
  path: '/admin/leads/:id',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const lead = await findLead(req, routeId(req, LEAD_NOT_FOUND))
    return Response.json({ ...leadView(lead), photos: await tradeInPhotos(req, lead.id) })
  }),
}

/**
 * PATCH /api/admin/leads/{id} {status?, notes?, assignedTo?}: the dealer's work on a request;
 * nothing else is editable. `assignedTo` is an enabled staff account's id (or null); a new
 * assignee other than the one assigning is told by e-mail.
 */
export const updateLead: Endpoint = {
  path: '/admin/leads/:id',
  method: 'patch',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const id = routeId(req, LEAD_NOT_FOUND)
    const before = await findLead(req, id)
    const { fields } = await readRequestBody(req, { maxBytes: BODY_LIMITS.text })
    const data: { status?: (typeof LEAD_STATUSES)[number]; notes?: string; assignedTo?: number | null } = {}
    const errors: { field: string; message: string }[] = []
    if (fields.status !== undefined) {
      if (LEAD_STATUSES.includes(fields.status as never)) data.status = fields.status as (typeof LEAD_STATUSES)[number]
      else errors.push({ field: 'status', message: `Stato non valido: ammessi ${LEAD_STATUSES.join(', ')}` })
    }
    if (fields.notes !== undefined) {
      if (typeof fields.notes === 'string' && fields.notes.length <= MAX_NOTES) data.notes = fields.notes
      else errors.push({ field: 'notes', message: `Note: testo fino a ${MAX_NOTES} caratteri` })
    }
    if (fields.assignedTo !== undefined) {
      const assignee = await readAssignee(req, fields.assignedTo)
      if (assignee === undefined) errors.push({ field: 'assignedTo', message: ASSIGNEE_MESSAGE })
      else data.assignedTo = assignee
    }
    if (errors.length > 0) throw invalidInput('Dati non validi', errors)
    const lead = await req.payload.update({
      collection: 'leads',
      id,
      data,
      depth: 1,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const previous = typeof before.assignedTo === 'object' ? before.assignedTo?.id : before.assignedTo
    if (data.assignedTo && data.assignedTo !== previous && data.assignedTo !== req.user!.id) {
      await queueAssigneeMail(req.payload, lead.id, data.assignedTo)
    }
    return Response.json(leadView(lead))
  }),
}

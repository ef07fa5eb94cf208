import type { PayloadRequest } from 'payload'

import { isCalendarDay } from '@autosalone/domain/leads/lead-desk'
import { LEAD_STATUSES, type LeadStatus } from '@autosalone/domain/leads/lead-rules'
import { parseRecordId } from '@autosalone/domain/record-id'
import { isActiveStaff } from '@autosalone/domain/staff/roles'
import type { FieldError } from '@autosalone/domain/car-input'
import { findCarOrNull } from '../../shared/records'

const MAX_NOTES = 5000
const ASSIGNEE_MESSAGE = 'Assegnata a: il numero di un utente attivo, o null'
const REMIND_MESSAGE = 'Da richiamare il: una data AAAA-MM-GG, o null'
const SOLD_CAR_MESSAGE = "Auto venduta: il numero di un'auto esistente, o null"

/** What a PATCH may change on a request; `markCarSold` also sets the sold car's status to 'venduta'. */
export interface LeadChanges {
  data: {
    status?: LeadStatus
    notes?: string
    assignedTo?: number | null
    remindOn?: string | null
    soldCar?: number | null
  }
  markCarSold: boolean
}

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

/** A car of the stock (not in the trash): its id, null for none, undefined when neither. */
async function readCar(req: PayloadRequest, value: unknown): Promise<number | null | undefined> {
  if (value === null) return null
  const id = parseRecordId(value)
  if (id === null) return undefined
  const car = await findCarOrNull(req, id)
  return car ? id : undefined
}

/** Reads the dealer's changes to a request; each field that is wrong is named in `errors`. */
export async function readLeadChanges(
  req: PayloadRequest,
  fields: Record<string, unknown>,
): Promise<LeadChanges & { errors: FieldError[] }> {
  const data: LeadChanges['data'] = {}
  const errors: FieldError[] = []
  if (fields.status !== undefined) {
    const status = LEAD_STATUSES.find((value) => value === fields.status)
    if (status) data.status = status
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
  if (fields.remindOn !== undefined) {
    if (fields.remindOn === null || isCalendarDay(fields.remindOn)) data.remindOn = fields.remindOn
    else errors.push({ field: 'remindOn', message: REMIND_MESSAGE })
  }
  if (fields.soldCar !== undefined) {
    const car = await readCar(req, fields.soldCar)
    if (car === undefined) errors.push({ field: 'soldCar', message: SOLD_CAR_MESSAGE })
    else data.soldCar = car
  }
  const markCarSold = fields.markCarSold === true
  if (fields.markCarSold !== undefined && typeof fields.markCarSold !== 'boolean') {
    errors.push({ field: 'markCarSold', message: 'Segna venduta: true o false' })
  } else if (markCarSold && !data.soldCar) {
    errors.push({ field: 'markCarSold', message: "Segna venduta: solo insieme all'auto venduta" })
  }
  return { data, markCarSold, errors }
}

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Car } from '../../payload-types'
import { staleEdit } from './errorResponse'
import { sqlFor } from '../../lib/database'

export const STALE_EDIT_MESSAGE =
  'Auto modificata nel frattempo: un altro salvataggio è arrivato dopo che hai aperto il modulo. Ricarica l’auto o sovrascrivi.'

/**
 * The version a save was edited from: the car's `updatedAt` as the client read it. Absent, the
 * save overwrites as before; present, it must be a date.
 */
export function readEditedVersion(fields: Record<string, unknown>): number | null {
  const value = fields.version
  if (value === undefined || value === null || value === '') return null
  const time = typeof value === 'string' && value.length <= 40 ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? Number.NaN : time
}

/**
 * Inside the save's transaction: locks the car's row until the save commits, so two saves of one
 * car, on any replica, run one after the other; then refuses the save (409, with the car as it is
 * now) when the car changed since the version the client edited.
 */
export async function assertUnchangedSince(req: PayloadRequest, car: Car, version: number | null): Promise<void> {
  if (version === null) return
  const result = await (await sqlFor(req)).execute(sql`select updated_at from cars where id = ${car.id} for update`)
  const row = (result as unknown as { rows: { updated_at: string | Date }[] }).rows[0]
  if (row && new Date(row.updated_at).getTime() === version) return
  const current = await req.payload.findByID({
    collection: 'cars',
    id: car.id,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  throw staleEdit(STALE_EDIT_MESSAGE, current)
}

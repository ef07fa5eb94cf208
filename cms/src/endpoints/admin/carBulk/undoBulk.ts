import type { Endpoint, PayloadRequest } from 'payload'
import { APIError } from 'payload'
import { z } from 'zod'

import {
  bulkCarBeforeSchema,
  type BulkActionKind,
  type BulkUndoAnswer,
  type BulkCarBefore,
} from '@autosalone/domain/admin-car-list/bulk-action'
import { recordAudit } from '../../../audit/recordAudit'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { routeId } from '../../shared/records'
import { requireAdmin } from '../../shared/requireAdmin'
import { inOneTransaction } from '../../shared/saveTransaction'
import { KEEP_STATUS_DATE } from '../../../collections/Cars/hooks/followStatus'
import { namesOf } from './carNames'
import { lockBulkAction, lockCars } from './lockRows'

export const BULK_ACTION_NOT_FOUND = 'Azione non trovata'
const ALREADY_UNDONE = 'Questa azione è già stata annullata'

/** The fields that put one car back as it was before the action. */
function restoredFields(action: BulkActionKind, car: BulkCarBefore): Record<string, unknown> {
  switch (action) {
    case 'status':
      return { status: car.status }
    case 'price':
      return { price: car.price }
    case 'trash':
      return { deletedAt: car.deletedAt }
  }
}

/** Every car of the action, or a 409 naming those saved (or deleted for good) since: then none is touched. */
async function assertNoneChangedSince(req: PayloadRequest, cars: BulkCarBefore[]): Promise<void> {
  const versions = await lockCars(
    req,
    cars.map((car) => car.id),
  )
  const changed = cars.filter((car) => versions.get(car.id) !== new Date(car.updatedAtAfter).getTime())
  if (changed.length === 0) return
  throw new APIError(
    `Non si può annullare: ${namesOf(changed)} ${changed.length === 1 ? 'è stata modificata' : 'sono state modificate'} dopo. Nessuna auto è stata cambiata.`,
    409,
    null,
    true,
  )
}

/**
 * POST /api/admin/cars/bulk/{id}/undo: puts every car of a bulk action back as it was (status and
 * the day it was set, price, or out of the trash), in one transaction. All or none: when any of
 * them was saved since, by anyone, the undo is refused with 409 naming those cars, so it never
 * overwrites a later change; the dealer sees which and changes the rest by hand.
 */
export const undoBulkAction: Endpoint = {
  path: '/admin/cars/bulk/:id/undo',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    const user = requireAdmin(req)
    const id = routeId(req, BULK_ACTION_NOT_FOUND)

    const answer = await inOneTransaction(req, async (): Promise<BulkUndoAnswer> => {
      await lockBulkAction(req, id)
      const access = { depth: 0, user: req.user, overrideAccess: false, req } as const
      const record = await req.payload.findByID({ collection: 'car-bulk-actions', id, disableErrors: true, ...access })
      if (!record) throw new APIError(BULK_ACTION_NOT_FOUND, 404, null, true)
      if (record.undoneAt) throw new APIError(ALREADY_UNDONE, 409, null, true)
      const cars = z.array(bulkCarBeforeSchema).parse(record.cars)
      await assertNoneChangedSince(req, cars)

      for (const car of cars) {
        await req.payload.update({
          collection: 'cars',
          id: car.id,
          trash: true,
          data: restoredFields(record.action, car),
          // The status goes back with the day it was set, not today's.
          context: { [KEEP_STATUS_DATE]: car.statusChangedAt },
          ...access,
        })
      }
      await req.payload.update({
        collection: 'car-bulk-actions',
        id,
        data: { undoneAt: new Date().toISOString(), undoneBy: String(user.username ?? '') },
        ...access,
      })
      await recordAudit(req, {
        action: 'cars.bulkUndone',
        target: namesOf(cars),
        details: { bulkAction: id, action: record.action, cars: cars.length },
      })
      return { id, action: record.action, restored: cars.map(({ id: carId, name }) => ({ id: carId, name })) }
    })
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
  }),
}

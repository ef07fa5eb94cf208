import type { Endpoint, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import {
  changedPrice,
  isBulkPriceAllowed,
  parseBulkActionRequest,
  type BulkActionAnswer,
  type BulkActionRequest,
  type BulkCarBefore,
} from '@autosalone/domain/admin-car-list/bulk-action'
import { CAR_NUMBER_LIMITS } from '@autosalone/domain/limits'
import { recordAudit } from '../../../audit/recordAudit'
import type { Car } from '../../../payload-types'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { readRequestBody } from '../../shared/readRequestBody'
import { requireAdmin } from '../../shared/requireAdmin'
import { inOneTransaction } from '../../shared/saveTransaction'
import { namesOf } from './carNames'
import { lockCars } from './lockRows'

/** 200 ids and the change fit in a few kilobytes. */
const MAX_BODY_BYTES = 16 * 1024

type Plan = { car: Car; data: Record<string, unknown> } | { car: Car; skip: 'priceOnRequest' | 'unchanged' }

/** What the action does to one car: its new fields, or why it is left as it is. */
function planFor(car: Car, request: BulkActionRequest): Plan {
  switch (request.action) {
    case 'status':
      return car.status === request.status ? { car, skip: 'unchanged' } : { car, data: { status: request.status } }
    case 'price':
      return car.priceOnRequest
        ? { car, skip: 'priceOnRequest' }
        : { car, data: { price: changedPrice(car.price, request.priceChange) } }
    case 'trash':
      return { car, data: { deletedAt: new Date().toISOString() } }
  }
}

function refuse(message: string): never {
  throw new APIError(message, 400, null, true)
}

/** The chosen cars, as the signed-in user may read them (not in the trash); all of them, or a 404 naming the missing. */
async function chosenCars(req: PayloadRequest, ids: number[]): Promise<Car[]> {
  const { docs } = await req.payload.find({
    collection: 'cars',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  const found = new Set(docs.map((car) => car.id))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length > 0) {
    throw new APIError(
      `Auto non trovate o già nel cestino: ${missing.map((id) => `#${id}`).join(', ')}`,
      404,
      null,
      true,
    )
  }
  const order = new Map(ids.map((id, index) => [id, index]))
  return docs.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
}

/** Applies the plan car by car inside the transaction, keeping what each car was. */
async function apply(req: PayloadRequest, plans: Plan[]): Promise<BulkCarBefore[]> {
  const before: BulkCarBefore[] = []
  for (const plan of plans) {
    if (!('data' in plan)) continue
    const { car } = plan
    const saved = await req.payload.update({
      collection: 'cars',
      id: car.id,
      data: plan.data,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    before.push({
      id: car.id,
      name: car.name,
      status: car.status,
      statusChangedAt: car.statusChangedAt ?? null,
      price: car.price,
      deletedAt: car.deletedAt ?? null,
      updatedAtAfter: saved.updatedAt,
    })
  }
  return before
}

/**
 * POST /api/admin/cars/bulk: one status, one price change or the trash for up to 200 cars, all in
 * one transaction (every car changes, or none), recorded with what each car was so
 * `POST /api/admin/cars/bulk/{id}/undo` puts them back. Cars with the price on request are left
 * out of a price change, cars already in the status out of a status change; the answer names them.
 */
export const applyBulkAction: Endpoint = {
  path: '/admin/cars/bulk',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    const user = requireAdmin(req)
    const { fields } = await readRequestBody(req, { maxBytes: MAX_BODY_BYTES })
    const parsed = parseBulkActionRequest(fields)
    if (!parsed.ok) refuse(parsed.problem)
    const { request } = parsed

    const answer = await inOneTransaction(req, async (): Promise<BulkActionAnswer> => {
      await lockCars(req, request.ids)
      const plans = (await chosenCars(req, request.ids)).map((car) => planFor(car, request))
      const outOfBounds = plans.filter(
        (plan) => 'data' in plan && 'price' in plan.data && !isBulkPriceAllowed(plan.data.price as number),
      )
      if (outOfBounds.length > 0) {
        const max = CAR_NUMBER_LIMITS.price.max.toLocaleString('it-IT')
        refuse(
          `Il prezzo deve restare tra 1 e ${max} €: non lo sarebbe per ${namesOf(outOfBounds.map((plan) => plan.car))}`,
        )
      }
      if (!plans.some((plan) => 'data' in plan)) {
        refuse(
          request.action === 'price'
            ? 'Nessuna delle auto scelte ha un prezzo da cambiare: hanno tutte il prezzo su richiesta'
            : 'Nessuna delle auto scelte cambia: hanno già questo stato',
        )
      }
      const before = await apply(req, plans)
      const { action, ids: _ids, ...change } = request
      const record = await req.payload.create({
        collection: 'car-bulk-actions',
        data: { action, change, cars: before, user: user.id, username: String(user.username ?? '') },
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
      // Each car is in its own history (and the trash moves in the audit log); this entry says they went together.
      await recordAudit(req, {
        action: 'cars.bulkChanged',
        target: namesOf(before),
        details: { bulkAction: record.id, action, cars: before.length },
      })
      return {
        id: record.id,
        action,
        changed: before.map(({ id, name }) => ({ id, name })),
        skipped: plans.flatMap((plan) =>
          'skip' in plan ? [{ id: plan.car.id, name: plan.car.name, reason: plan.skip }] : [],
        ),
      }
    })
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
  }),
}

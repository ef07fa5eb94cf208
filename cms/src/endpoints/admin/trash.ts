import type { Endpoint, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import type { TrashedCar } from '@autosalone/domain/car-trash'
import { trashPurgeDate } from '@autosalone/domain/limits'
import type { Car } from '../../payload-types'
import { answerErrorsAsJson } from '../shared/errorResponse'
import { CAR_NOT_FOUND, routeId } from '../shared/records'
import { requireAdmin } from '../shared/requireAdmin'

function trashedCars(req: PayloadRequest, id?: number) {
  return req.payload.find({
    collection: 'cars',
    trash: true,
    where: { and: [{ deletedAt: { exists: true } }, ...(id === undefined ? [] : [{ id: { equals: id } }])] },
    sort: '-deletedAt',
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
}

/** GET /api/admin/trash: the deleted cars, last deleted first, each with the day it goes for good. */
export const listTrashedCars: Endpoint = {
  path: '/admin/trash',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const { docs } = await trashedCars(req)
    // The records are Payload's, checked against `trashedCarsAnswerSchema` by the int tests; this adds the dates.
    const answer = {
      docs: docs.map((car): Car & Pick<TrashedCar, 'deletedAt' | 'purgeAt'> => ({
        ...car,
        deletedAt: String(car.deletedAt),
        purgeAt: trashPurgeDate(new Date(String(car.deletedAt))).toISOString(),
      })),
    }
    return Response.json(answer)
  }),
}

/** POST /api/admin/cars/{id}/restore: takes a deleted car out of the trash, back on the site as it was. */
export const restoreCar: Endpoint = {
  path: '/admin/cars/:id/restore',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const id = routeId(req, CAR_NOT_FOUND)
    const { docs } = await trashedCars(req, id)
    if (docs.length === 0) throw new APIError(CAR_NOT_FOUND, 404, null, true)
    const restored = await req.payload.update({
      collection: 'cars',
      id,
      trash: true,
      data: { deletedAt: null },
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    return Response.json(restored)
  }),
}

import type { Endpoint, PayloadRequest } from 'payload'

import type { HistoryRestoreAnswer } from '@autosalone/domain/car-history'
import { BODY_LIMITS } from '../../../lib/requestLimits'
import { RESTORED_FROM } from '../../../collections/Cars/history/authorFields'
import { photoIds, restorableFields } from '../../../collections/Cars/history/compareVersions'
import { assertUnchangedSince, readEditedVersion } from '../../shared/carVersion'
import { answerErrorsAsJson, invalidInput } from '../../shared/errorResponse'
import { readRequestBody } from '../../shared/readRequestBody'
import { CAR_NOT_FOUND, findCar, routeId } from '../../shared/records'
import { requireAdmin } from '../../shared/requireAdmin'
import { inOneTransaction } from '../../shared/saveTransaction'
import { carVersion } from './readVersions'

/** The photos of the version that still exist outside the trash, in the version's order. */
async function photosStillThere(req: PayloadRequest, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: {},
    user: req.user,
    overrideAccess: false,
    req,
  })
  const present = new Set(docs.map((doc) => doc.id))
  return ids.filter((id) => present.has(id))
}

/** The body's optional `version`: the car's `updatedAt` as the panel read it, for the stale-edit check. */
async function readExpectedVersion(req: PayloadRequest): Promise<number | null> {
  const { fields } = await readRequestBody(req, { maxBytes: BODY_LIMITS.text })
  const version = readEditedVersion(fields)
  if (Number.isNaN(version)) {
    throw invalidInput('Dati non validi', [
      { field: 'version', message: 'Versione: deve essere la data di modifica letta con l’auto' },
    ])
  }
  return version
}

/**
 * POST /api/admin/cars/{id}/history/{version}/restore: the car becomes what that version was,
 * as a new change on record (by whoever restores it). Photos deleted since are left out and
 * counted. With `version` in the body, a car changed since the panel read it is refused (409).
 */
export const restoreCarVersion: Endpoint = {
  path: '/admin/cars/:id/history/:version/restore',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const car = await findCar(req, routeId(req, CAR_NOT_FOUND))
    const past = await carVersion(req, car.id)
    const expected = await readExpectedVersion(req)
    const wanted = photoIds(past.version)
    const updated = await inOneTransaction(req, async () => {
      await assertUnchangedSince(req, car, expected)
      const photos = await photosStillThere(req, wanted)
      const saved = await req.payload.update({
        collection: 'cars',
        id: car.id,
        data: { ...restorableFields(past.version), photos },
        context: { [RESTORED_FROM]: past.createdAt },
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
      return { saved, missingPhotos: wanted.length - photos.length }
    })
    const answer: HistoryRestoreAnswer = { updatedAt: updated.saved.updatedAt, missingPhotos: updated.missingPhotos }
    return Response.json(answer)
  }),
}

import type { Endpoint } from 'payload'

import type { CarHistory } from '@autosalone/domain/car-history'
import { CAR_VERSIONS_KEPT } from '../../../collections/Cars/history/carVersions'
import { historyEntries } from '../../../collections/Cars/history/compareVersions'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { CAR_NOT_FOUND, findCar, routeId } from '../../shared/records'
import { requireAdmin } from '../../shared/requireAdmin'
import { carVersions } from './readVersions'
import { restoreCarVersion } from './restoreVersion'

/** GET /api/admin/cars/{id}/history: who changed what and when, newest first. */
export const carHistory: Endpoint = {
  path: '/admin/cars/:id/history',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const car = await findCar(req, routeId(req, CAR_NOT_FOUND))
    const versions = await carVersions(req, car.id)
    const answer: CarHistory = {
      car: { id: car.id, name: car.name, updatedAt: car.updatedAt },
      entries: historyEntries(versions, versions.length < CAR_VERSIONS_KEPT),
    }
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
  }),
}

export const carHistoryEndpoints: Endpoint[] = [carHistory, restoreCarVersion]

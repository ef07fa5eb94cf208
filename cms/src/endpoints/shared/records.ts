import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { parseRecordId } from '@autosalone/domain/record-id'
import type { Car, Media } from '../../payload-types'

export const CAR_NOT_FOUND = 'Auto non trovata'
export const MEDIA_NOT_FOUND = 'Foto non trovata'

/** The `{id}` of the path; anything but a plain positive number names no record. */
export function routeId(req: PayloadRequest, notFoundMessage: string): number {
  const id = parseRecordId(req.routeParams?.id)
  if (id === null) throw new APIError(notFoundMessage, 404, null, true)
  return id
}

/** The car as the signed-in user may read it, or null when there is none (or it is in the trash). */
export async function findCarOrNull(req: PayloadRequest, id: number): Promise<Car | null> {
  return req.payload.findByID({
    collection: 'cars',
    id,
    depth: 0,
    disableErrors: true,
    user: req.user,
    overrideAccess: false,
    req,
  })
}

export async function findCar(req: PayloadRequest, id: number): Promise<Car> {
  const car = await findCarOrNull(req, id)
  if (!car) throw new APIError(CAR_NOT_FOUND, 404, null, true)
  return car
}

export async function findMedia(req: PayloadRequest, id: number): Promise<Media> {
  const media = await req.payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    disableErrors: true,
    user: req.user,
    overrideAccess: false,
    req,
  })
  if (!media) throw new APIError(MEDIA_NOT_FOUND, 404, null, true)
  return media
}

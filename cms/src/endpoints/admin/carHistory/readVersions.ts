import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { parseRecordId } from '@autosalone/domain/record-id'
import { CAR_VERSIONS_KEPT, RAW_VERSIONS } from '../../../collections/Cars/history/carVersions'
import type { StoredCar, StoredVersion } from '../../../collections/Cars/history/compareVersions'

export const VERSION_NOT_FOUND = 'Versione non trovata'

/** The car's kept versions, newest first, as stored (photos as ids, with who saved each). */
export async function carVersions(req: PayloadRequest, carId: number): Promise<StoredVersion[]> {
  const { docs } = await req.payload.findVersions({
    collection: 'cars',
    where: { parent: { equals: carId } },
    sort: '-createdAt',
    limit: CAR_VERSIONS_KEPT,
    depth: 0,
    trash: true,
    context: { [RAW_VERSIONS]: true },
    user: req.user,
    overrideAccess: false,
    req,
  })
  return docs.map((doc) => ({
    id: Number(doc.id),
    createdAt: String(doc.createdAt),
    version: doc.version as unknown as StoredCar,
  }))
}

/** One version of this car, by the `{version}` of the path; another car's version is not found. */
export async function carVersion(req: PayloadRequest, carId: number): Promise<StoredVersion> {
  const id = parseRecordId(req.routeParams?.version)
  if (id === null) throw new APIError(VERSION_NOT_FOUND, 404, null, true)
  const { docs } = await req.payload.findVersions({
    collection: 'cars',
    where: { and: [{ id: { equals: id } }, { parent: { equals: carId } }] },
    limit: 1,
    depth: 0,
    trash: true,
    context: { [RAW_VERSIONS]: true },
    user: req.user,
    overrideAccess: false,
    req,
  })
  const doc = docs[0]
  if (!doc) throw new APIError(VERSION_NOT_FOUND, 404, null, true)
  return { id: Number(doc.id), createdAt: String(doc.createdAt), version: doc.version as unknown as StoredCar }
}

import type { Payload, PayloadRequest } from 'payload'

import { inOneTransaction } from '../endpoints/shared/saveTransaction'
import type { Import, ImportRow } from '../payload-types'

/** Reverts one record: a created car to the trash, an updated or sold car back to its values before. */
async function revert(payload: Payload, req: PayloadRequest, record: ImportRow): Promise<void> {
  const carId = record.car!
  const data =
    record.action === 'create'
      ? { deletedAt: new Date().toISOString() }
      : ((record.previous ?? {}) as Record<string, unknown>)
  const exists = await payload.find({
    collection: 'cars',
    where: { id: { equals: carId } },
    trash: true,
    limit: 1,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  await inOneTransaction(req, async () => {
    // A car deleted for good since the import has nothing left to revert.
    if (exists.docs.length > 0 && !(record.action === 'create' && exists.docs[0].deletedAt)) {
      await payload.update({
        collection: 'cars',
        id: carId,
        data,
        trash: true,
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
    }
    await payload.update({
      collection: 'import-rows',
      id: record.id,
      data: { undone: true },
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
  })
}

/**
 * Undoes what an import did, record by record, each in its transaction and marked undone with it:
 * a stopped undo resumes where it was. Cars the import created go to the trash (restorable for
 * 30 days), cars it updated or marked sold get their previous values back.
 */
export async function undoWork(
  payload: Payload,
  req: PayloadRequest,
  doc: Import,
  keepAlive: () => Promise<boolean>,
): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'import-rows',
    where: { import: { equals: doc.id }, undone: { equals: false }, action: { in: ['create', 'update', 'sold'] } },
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  for (const record of docs) {
    if (!(await keepAlive())) return false
    await revert(payload, req, record)
  }
  return true
}

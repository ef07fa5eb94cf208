import type { PayloadRequest } from 'payload'
import { commitTransaction, initTransaction, killTransaction } from 'payload'

import { readEnv } from '../../boot/env'
import { photoFilesWrittenBy } from '../../collections/Media/hooks/guardPhotoFiles'
import { photoFileStore } from '../../photoFiles/photoFileStore'
import { photoRecords } from '../../photoFiles/photoRecords'
import { removeUnrecordedFiles } from '../../photoFiles/sweepOrphanedPhotos'

/** After a rollback the files the save wrote belong to no record; a failure here leaves them to the sweep. */
async function removeFilesOfFailedSave(req: PayloadRequest): Promise<void> {
  const names = photoFilesWrittenBy(req)
  if (names.length === 0) return
  try {
    const store = photoFileStore(readEnv())
    await removeUnrecordedFiles({ store, records: photoRecords(req.payload) }, names)
  } catch (error) {
    req.payload.logger.error({
      err: error,
      msg: `Could not remove the files of a failed photo save: ${names.join(', ')}`,
    })
  }
}

/**
 * Runs a save that writes several records (the photos, then the car) as one
 * database transaction: until it commits none of them exists, so a failure or
 * a crash in between leaves no photo without its car. The files the photos
 * wrote are removed when it fails; after a crash the orphan sweep removes them.
 */
export async function inOneTransaction<T>(req: PayloadRequest, save: () => Promise<T>): Promise<T> {
  const owned = await initTransaction(req)
  try {
    const result = await save()
    if (owned) await commitTransaction(req)
    return result
  } catch (error) {
    // Payload rolls the whole transaction back itself when one of its operations fails.
    if (owned) await killTransaction(req)
    if (owned) await removeFilesOfFailedSave(req)
    throw error
  }
}

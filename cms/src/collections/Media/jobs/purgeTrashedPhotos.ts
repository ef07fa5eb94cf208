import type { TaskConfig } from 'payload'

import { PHOTO_TRASH_DAYS } from '@autosalone/domain/limits'
import { CATALOGUE_QUEUE } from '../../Cars/jobs/purgeTrashedCars'

/**
 * Every night, the photos deleted more than 30 days ago go for good, with their files. Until then
 * the library's trash restores them, back on the cars they were taken off.
 */
export const purgeTrashedPhotos: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: 'purgeTrashedPhotos',
  label: 'Svuotamento del cestino delle foto',
  schedule: [{ cron: '0 50 3 * * *', queue: CATALOGUE_QUEUE }],
  handler: async ({ req }) => {
    const { payload } = req
    const cutoff = new Date(Date.now() - PHOTO_TRASH_DAYS * 24 * 60 * 60 * 1000)
    const { docs } = await payload.delete({
      collection: 'media',
      trash: true,
      where: { deletedAt: { less_than: cutoff.toISOString() } },
      depth: 0,
      overrideAccess: true,
      req,
    })
    payload.logger.info(`Photo trash: ${docs.length} photo(s) deleted more than ${PHOTO_TRASH_DAYS} days ago removed`)
    return { output: { deleted: docs.length } }
  },
}

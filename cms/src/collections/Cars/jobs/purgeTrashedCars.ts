import type { TaskConfig } from 'payload'

import { CAR_TRASH_DAYS } from '@autosalone/domain/limits'

export const CATALOGUE_QUEUE = 'catalogue'

/**
 * Every night, the cars deleted more than 30 days ago go for good (their photos stay in the
 * library). Until then the panel's trash and the console can restore them.
 */
export const purgeTrashedCars: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: 'purgeTrashedCars',
  label: 'Svuotamento del cestino delle auto',
  schedule: [{ cron: '0 45 3 * * *', queue: CATALOGUE_QUEUE }],
  handler: async ({ req }) => {
    const { payload } = req
    const cutoff = new Date(Date.now() - CAR_TRASH_DAYS * 24 * 60 * 60 * 1000)
    const { docs } = await payload.delete({
      collection: 'cars',
      trash: true,
      where: { deletedAt: { less_than: cutoff.toISOString() } },
      depth: 0,
      overrideAccess: true,
      req,
    })
    payload.logger.info(`Car trash: ${docs.length} car(s) deleted more than ${CAR_TRASH_DAYS} days ago removed`)
    return { output: { deleted: docs.length } }
  },
}

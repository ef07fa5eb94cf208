import type { CollectionSlug, TaskConfig } from 'payload'

/** The queue of the catalogue's nightly work: the cars' and the photos' trash purges. */
export const CATALOGUE_QUEUE = 'catalogue'

const DAY_MS = 24 * 60 * 60 * 1000

interface TrashPurge {
  slug: 'purgeTrashedCars' | 'purgeTrashedPhotos'
  label: string
  collection: CollectionSlug
  /** how long a deleted document stays restorable */
  days: number
  /** when it runs, every night (seconds first, as Payload's schedules read it) */
  cron: string
  /** the log line's words: 'Car trash', 'car(s)' */
  logAs: { trash: string; items: string }
}

/**
 * A nightly task that deletes for good the documents of a collection that have been in its trash
 * longer than `days`; the collection's own hooks do the rest (a photo's files go with it).
 */
export function trashPurgeTask({
  slug,
  label,
  collection,
  days,
  cron,
  logAs,
}: TrashPurge): TaskConfig<{ input: object; output: { deleted: number } }> {
  return {
    slug,
    label,
    schedule: [{ cron, queue: CATALOGUE_QUEUE }],
    handler: async ({ req }) => {
      const { payload } = req
      const cutoff = new Date(Date.now() - days * DAY_MS)
      const { docs } = await payload.delete({
        collection,
        trash: true,
        where: { deletedAt: { less_than: cutoff.toISOString() } },
        depth: 0,
        overrideAccess: true,
        req,
      })
      payload.logger.info(`${logAs.trash}: ${docs.length} ${logAs.items} deleted more than ${days} days ago removed`)
      return { output: { deleted: docs.length } }
    },
  }
}

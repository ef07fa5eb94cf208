import type { PhotoFileStore } from './photoFileStore'
import { PHOTO_FILES_LOCK, type PhotoRecords } from './photoRecords'

/** Names asked of the database at once: one indexed lookup per column, never thousands of values. */
const LOOKUP_CHUNK = 500
/** Files removed while saves wait on the lock: a few dozen S3 deletes at most. */
const REMOVE_CHUNK = 50

export interface Sweep {
  store: PhotoFileStore
  records: PhotoRecords
  /** Files changed more recently than this are left alone: another server may be saving their record. */
  graceMs: number
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}

/**
 * Removes the files among `names` that no media record names, holding the
 * photo-files lock so that no save is under way: a record being written (its
 * files already stored, its row not yet committed) cannot be missed. Returns
 * null without removing anything when a save holds the lock.
 */
export async function removeUnrecordedFiles({ store, records }: Omit<Sweep, 'graceMs'>, names: string[]) {
  if (names.length === 0) return 0
  const client = await records.pool.connect()
  let removed = 0
  try {
    await client.query('begin')
    const { rows } = await client.query<{ locked: boolean }>(
      `select pg_try_advisory_xact_lock(${PHOTO_FILES_LOCK}) as locked`,
    )
    if (!rows[0]?.locked) {
      await client.query('rollback')
      return null
    }
    const recorded = await records.recorded(names, client)
    for (const name of names) {
      if (recorded.has(name)) continue
      await store.remove(name)
      removed++
    }
    await client.query('commit')
    return removed
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * One pass over the store: every file older than the grace period that no
 * media record names is removed. Listing goes a page at a time and names are
 * looked up in chunks, so memory and query size stay bounded whatever the
 * store holds. Returns the number of files removed.
 */
export async function sweepOrphanedPhotos({ store, records, graceMs }: Sweep): Promise<number> {
  const cutoff = Date.now() - graceMs
  let removed = 0
  for await (const page of store.pages()) {
    const settled = page.filter((file) => file.modified.getTime() <= cutoff).map((file) => file.name)
    for (const chunk of chunks(settled, LOOKUP_CHUNK)) {
      const recorded = await records.recorded(chunk)
      for (const orphans of chunks(
        chunk.filter((name) => !recorded.has(name)),
        REMOVE_CHUNK,
      )) {
        const count = await removeUnrecordedFiles({ store, records }, orphans)
        // A save is under way: the rest waits for the next pass rather than holding it up.
        if (count === null) return removed
        removed += count
      }
    }
  }
  return removed
}

import type { TaskConfig } from 'payload'

import { readEnv } from '../boot/env'
import { archivesToDelete } from './archiveNames'
import { backupStore } from './backupStore'
import { writeBackup } from './writeBackup'
import { poolOf } from '../lib/database'

export const BACKUPS_QUEUE = 'backups'

/** Held for the whole backup on the connection that reads the snapshot; released with it if the process dies. */
const BACKUP_LOCK = `hashtext('autosalone.backup')`

type Output = { name: string | null; size: number; deleted: number }

/**
 * Every night at 02:30 (server time), one archive of the site to DATA_DIR/backups or the
 * photos' bucket, then the retention: 7 daily, 4 weekly (docs/decisions/035-backups.md).
 *
 * Payload's queue makes a second copy unlikely but not impossible: each replica schedules
 * after counting the queued jobs, and takes a job by reading then updating it, with no row
 * lock between. So the task takes a PostgreSQL advisory lock, and a job that finds an archive
 * taken after it was due (by a twin that ran first) has nothing left to do.
 */
export const nightlyBackup: TaskConfig<{ input: object; output: Output }> = {
  slug: 'nightlyBackup',
  label: 'Backup notturno',
  schedule: [{ cron: '0 30 2 * * *', queue: BACKUPS_QUEUE }],
  retries: 2,
  handler: async ({ job, req }) => {
    const { payload } = req
    const env = readEnv()
    const store = backupStore(env)
    const pool = poolOf(payload)
    const client = await pool.connect()
    try {
      const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${BACKUP_LOCK}) as locked`)
      if (!rows[0]?.locked) {
        payload.logger.info('Nightly backup: another server is taking it')
        return { output: { name: null, size: 0, deleted: 0 } }
      }
      try {
        const due = new Date(job.waitUntil ?? job.createdAt)
        const [newest] = await store.list()
        if (newest && newest.createdAt >= due) {
          payload.logger.info(`Nightly backup: ${newest.name} was already taken`)
          return { output: { name: null, size: 0, deleted: 0 } }
        }
        const archive = await writeBackup(client, env, store)
        const stale = archivesToDelete((await store.list()).map((item) => item.name))
        for (const name of stale) await store.remove(name)
        payload.logger.info(
          `Nightly backup: ${archive.location} (${archive.size} bytes); ${stale.length} older archive(s) removed`,
        )
        return { output: { name: archive.name, size: archive.size, deleted: stale.length } }
      } finally {
        await client.query(`select pg_advisory_unlock(${BACKUP_LOCK})`).catch(() => undefined)
      }
    } finally {
      client.release()
    }
  },
}

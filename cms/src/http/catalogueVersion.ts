import type { Payload } from 'payload'

import { italianDate } from '@autosalone/domain/prices/italian-days'
import { poolOf } from '../lib/database'

/**
 * The version of every row the public car, site-settings and site-texts answers are read
 * from: one row that triggers raise on each committed change, whichever process or replica
 * made it (migration 20261129_032000_catalogue_version), so reading it costs the same at any
 * stock size. Photos are not part of it: a car's answer carries its photo URLs itself.
 * Without the row (a restore of an archive older than the table) the version is 0 until the
 * next change.
 */
const VERSION_QUERY = {
  name: 'api-cache-catalogue-version',
  text: `select coalesce((select version::text from catalogue_version where id = 1), '0') as version`,
}

/**
 * The rows' fingerprint and today's date in Italy: a price reduction's badge ends on a day (decision
 * 048), so an answer kept yesterday is made again today even when no row changed.
 */
export async function catalogueVersion(payload: Payload): Promise<string> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ version: string }>(VERSION_QUERY)
  return `${rows[0].version}@${italianDate(Date.now())}`
}

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { italianDate } from '@autosalone/domain/prices/italian-days'

/**
 * A fingerprint of every row the public car, site-settings and site-texts
 * responses are read from: the row count and the sum of the rows' transaction ids (`xmin`).
 * An insert or update adds a newer transaction id, a delete lowers the count,
 * so any committed change gives a new value, whichever process or replica made
 * it. Photos are not part of it: a car's response carries its photo URLs itself.
 */
const VERSION_QUERY = {
  name: 'api-cache-catalogue-version',
  text: `select
    (select count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) from cars) || '/' ||
    (select count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) from site_settings) || '/' ||
    (select count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) from site_texts) as version`,
}

/**
 * The rows' fingerprint and today's date in Italy: a price reduction's badge ends on a day (decision
 * 048), so an answer kept yesterday is made again today even when no row changed.
 */
export async function catalogueVersion(payload: Payload): Promise<string> {
  const { pool } = payload.db as unknown as PostgresAdapter
  const { rows } = await pool.query<{ version: string }>(VERSION_QUERY)
  return `${rows[0].version}@${italianDate(Date.now())}`
}

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

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

export async function catalogueVersion(payload: Payload): Promise<string> {
  const { pool } = payload.db as unknown as PostgresAdapter
  const { rows } = await pool.query<{ version: string }>(VERSION_QUERY)
  return rows[0].version
}

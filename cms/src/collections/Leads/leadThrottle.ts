import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { subscriberAddress } from '../../lib/subscriberAddress'
import type { LeadLimits } from './leadLimits'

export type LeadTicket =
  | { allowed: true }
  /** `address`: this subscriber sent too many; `site`: the whole site received too many. */
  | { allowed: false; limit: 'address' | 'site'; retryAfterSeconds: number }

const SITE_KEY = 'site'

/** One count per key and hour, restarted when the hour changes; the hour is the database's. */
const COUNT_IN_THIS_HOUR = `
  ON CONFLICT (key) DO UPDATE
     SET count = CASE WHEN t.window_start = excluded.window_start THEN t.count + 1 ELSE 1 END,
         window_start = excluded.window_start
  RETURNING count`

/**
 * Counts a request against its subscriber (an IPv4 address, or an IPv6 /64) and, if that one
 * is within its limit, against the whole site, in one statement on PostgreSQL: every replica
 * sees the same counts, and two requests at once cannot both read an old one. A request
 * refused by its address does not use up the site's hour.
 */
export async function takeLeadTicket(payload: Payload, address: string, limits: LeadLimits): Promise<LeadTicket> {
  const { pool } = payload.db as unknown as PostgresAdapter
  const { rows } = await pool.query<{ address: number; site: number | null; wait: number }>(
    `WITH address AS (
       INSERT INTO lead_throttle AS t (key, window_start, count)
            VALUES ($1, date_trunc('hour', now()), 1) ${COUNT_IN_THIS_HOUR}
     ), site AS (
       INSERT INTO lead_throttle AS t (key, window_start, count)
            SELECT $2, date_trunc('hour', now()), 1 FROM address WHERE address.count <= $3 ${COUNT_IN_THIS_HOUR}
     )
     SELECT (SELECT count FROM address) AS address, (SELECT count FROM site) AS site,
            ceil(extract(epoch FROM date_trunc('hour', now()) + interval '1 hour' - now()))::int AS wait`,
    [`address:${subscriberAddress(address)}`, SITE_KEY, limits.perAddressPerHour],
  )
  const { address: byAddress, site, wait } = rows[0]
  const retryAfterSeconds = Math.max(1, wait)
  if (byAddress > limits.perAddressPerHour) return { allowed: false, limit: 'address', retryAfterSeconds }
  if (site === null || site > limits.sitePerHour) return { allowed: false, limit: 'site', retryAfterSeconds }
  return { allowed: true }
}

/** Drops the counts of past hours; run by the retention job. */
export async function forgetPastLeadWindows(payload: Payload): Promise<void> {
  const { pool } = payload.db as unknown as PostgresAdapter
  await pool.query(`DELETE FROM lead_throttle WHERE window_start < date_trunc('hour', now())`)
}

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { LEAD_LIMITS } from '@autosalone/domain/leads/lead-rules'

export type LeadTicket = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts a request against its address in the current hour, in one atomic
 * statement on PostgreSQL: every replica sees the same count, and two requests
 * at once cannot both read the old one. The hour is the database's.
 */
export async function takeLeadTicket(payload: Payload, address: string): Promise<LeadTicket> {
  const { pool } = payload.db as unknown as PostgresAdapter
  const { rows } = await pool.query<{ count: number; wait: number }>(
    `INSERT INTO lead_throttle AS t (key, window_start, count)
          VALUES ($1, date_trunc('hour', now()), 1)
     ON CONFLICT (key) DO UPDATE
          SET count = CASE WHEN t.window_start = excluded.window_start THEN t.count + 1 ELSE 1 END,
              window_start = excluded.window_start
     RETURNING count, ceil(extract(epoch FROM window_start + interval '1 hour' - now()))::int AS wait`,
    [`address:${address}`],
  )
  const { count, wait } = rows[0]
  return count <= LEAD_LIMITS.perAddressPerHour
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: Math.max(1, wait) }
}

/** Drops the counts of past hours; run by the retention job. */
export async function forgetPastLeadWindows(payload: Payload): Promise<void> {
  const { pool } = payload.db as unknown as PostgresAdapter
  await pool.query(`DELETE FROM lead_throttle WHERE window_start < date_trunc('hour', now())`)
}

import crypto from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { SEARCH_ALERT_LIMITS } from '@autosalone/domain/search-alerts/alert-rules'
import { subscriberAddress } from '../../lib/subscriberAddress'

/**
 * What the saved searches keep beside their collection, in tables of their own (see the
 * migration `search_alerts`): the hashed tokens that open an address's alerts from its e-mails,
 * and the price each car had in the last e-mail of each alert (how a price drop is seen).
 */
const poolOf = (payload: Payload) => (payload.db as unknown as PostgresAdapter).pool

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/**
 * A new token for one alert's e-mail: 256 random bits, of which only the hash is stored, so the
 * database alone opens nothing. It lives as long as its alert (deleted with it).
 */
export async function mintAlertToken(payload: Payload, alertId: number, email: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url')
  await poolOf(payload).query('INSERT INTO search_alert_tokens (token_hash, alert_id, email) VALUES ($1, $2, $3)', [
    hashOf(token),
    alertId,
    email,
  ])
  return token
}

/** The alert and the address a token was sent for, or null for a token unknown or gone with its alert. */
export async function readAlertToken(
  payload: Payload,
  token: string,
): Promise<{ alertId: number; email: string } | null> {
  if (!/^[\w-]{43}$/.test(token)) return null
  const { rows } = await poolOf(payload).query<{ alert_id: number; email: string }>(
    'SELECT alert_id, email FROM search_alert_tokens WHERE token_hash = $1',
    [hashOf(token)],
  )
  return rows[0] ? { alertId: rows[0].alert_id, email: rows[0].email } : null
}

export type SignUpTicket = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts a sign-up against its connection (an IPv4 address or an IPv6 /64), its e-mail address
 * and the whole site, each per hour, in the requests' own table (`lead_throttle`, whose past hours
 * the nightly retention drops). One statement: every replica sees the same counts.
 */
export async function takeSignUpTicket(payload: Payload, connection: string, email: string): Promise<SignUpTicket> {
  const keys = [
    [`alert-connection:${subscriberAddress(connection)}`, SEARCH_ALERT_LIMITS.perConnectionPerHour],
    [`alert-email:${hashOf(email)}`, SEARCH_ALERT_LIMITS.perEmailPerHour],
    ['alert-site', SEARCH_ALERT_LIMITS.sitePerHour],
  ] as const
  const { rows } = await poolOf(payload).query<{ key: string; count: number; wait: number }>(
    `INSERT INTO lead_throttle AS t (key, window_start, count)
          SELECT key, date_trunc('hour', now()), 1 FROM unnest($1::text[]) AS key
     ON CONFLICT (key) DO UPDATE
        SET count = CASE WHEN t.window_start = excluded.window_start THEN t.count + 1 ELSE 1 END,
            window_start = excluded.window_start
     RETURNING key, count,
               ceil(extract(epoch FROM date_trunc('hour', now()) + interval '1 hour' - now()))::int AS wait`,
    [keys.map(([key]) => key)],
  )
  const limitOf = new Map<string, number>(keys)
  const over = rows.find((row) => row.count > (limitOf.get(row.key) ?? 0))
  return over ? { allowed: false, retryAfterSeconds: Math.max(1, over.wait) } : { allowed: true }
}

/** The price of each car in the alert's last e-mail (or at its confirmation), by car id. */
export async function readMailedPrices(payload: Payload, alertId: number): Promise<Map<number, number | null>> {
  const { rows } = await poolOf(payload).query<{ car_id: number; price: number | null }>(
    'SELECT car_id, price FROM search_alert_prices WHERE alert_id = $1',
    [alertId],
  )
  return new Map(rows.map((row) => [row.car_id, row.price]))
}

/** Remembers the cars an alert has shown (or that were there when it was confirmed) at their price now. */
export async function rememberPrices(
  payload: Payload,
  alertId: number,
  cars: { id: number; price: number | null }[],
): Promise<void> {
  if (cars.length === 0) return
  await poolOf(payload).query(
    `INSERT INTO search_alert_prices (alert_id, car_id, price)
          SELECT $1, car_id, price FROM unnest($2::int[], $3::int[]) AS seen (car_id, price)
     ON CONFLICT (alert_id, car_id) DO UPDATE SET price = excluded.price`,
    [alertId, cars.map((car) => car.id), cars.map((car) => car.price)],
  )
}

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { SEARCH_ALERT_LIMITS } from '@autosalone/domain/search-alerts/alert-rules'
import { poolOf } from '../../lib/database'
import { consumeOne, rateLimiter, type Ticket } from '../../lib/rateLimits'
import { subscriberAddress } from '../../lib/subscriberAddress'

/**
 * What the saved searches keep beside their collection, in tables of their own (see the
 * migration `search_alerts`): the hashed tokens that open an address's alerts from its e-mails,
 * and the price each car had in the last e-mail of each alert (how a price drop is seen).
 */
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

export type SignUpTicket = Ticket

const HOUR = 60 * 60

/**
 * Counts a sign-up against its connection (an IPv4 address or an IPv6 /64), its e-mail address
 * and the whole site, each in an hour from its first sign-up, in PostgreSQL: every replica sees
 * the same counts. Refused when any of the three is over its limit.
 */
export async function takeSignUpTicket(payload: Payload, connection: string, email: string): Promise<SignUpTicket> {
  const counts = [
    ['alert-connection', subscriberAddress(connection), SEARCH_ALERT_LIMITS.perConnectionPerHour],
    ['alert-email', hashOf(email), SEARCH_ALERT_LIMITS.perEmailPerHour],
    ['alert-site', 'site', SEARCH_ALERT_LIMITS.sitePerHour],
  ] as const
  const tickets = await Promise.all(
    counts.map(([keyPrefix, key, points]) =>
      consumeOne(rateLimiter(payload, { keyPrefix, points, duration: HOUR }), key),
    ),
  )
  return tickets.find((ticket) => !ticket.allowed) ?? { allowed: true }
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

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { LeadLimits } from './leadLimits'
import { poolOf, sqlFor } from '../../lib/database'

/** The advisory lock that makes one reservation at a time look at the sums (any number fits). */
const QUOTA_LOCK = 190_301

/**
 * Reserves room for a request's photos in the storage quota of visitors' photos, before they are
 * stored: the bytes stored in the rolling window and in all, plus the reservations still being
 * stored, must leave room for `bytes`. One reservation at a time looks at the sums (an advisory
 * lock held for a few milliseconds, never while photos are processed), so replicas cannot both
 * take the last room. Returns the reservation, or null when the photos do not fit.
 */
export async function reservePhotoBytes(payload: Payload, bytes: number, limits: LeadLimits): Promise<number | null> {
  const pool = poolOf(payload)
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [QUOTA_LOCK])
    const { rows } = await client.query<{ recent: string; total: string }>(
      `SELECT coalesce(sum(bytes) FILTER (WHERE stored_at > now() - make_interval(hours => $1)), 0) AS recent,
              coalesce(sum(bytes), 0) AS total
         FROM lead_photo_bytes
        WHERE lead_id IS NOT NULL OR stored_at > now() - make_interval(mins => $2)`,
      [limits.photoWindowHours, limits.photoReservationMinutes],
    )
    const fits =
      Number(rows[0].recent) + bytes <= limits.photoBytesPerWindow &&
      Number(rows[0].total) + bytes <= limits.photoBytesTotal
    const reservation = fits
      ? (await client.query<{ id: number }>('INSERT INTO lead_photo_bytes (bytes) VALUES ($1) RETURNING id', [bytes]))
          .rows[0].id
      : null
    await client.query('COMMIT')
    return reservation
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * Inside the transaction that stores the request: the reservation becomes the bytes its photos
 * take now that they are stored (the file and its variants), tied to the request, so they stop
 * counting when the request is deleted (by the dealer or the retention job).
 */
export async function settlePhotoBytes(req: PayloadRequest, reservation: number, leadId: number): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { lead: { equals: leadId } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const stored = docs.reduce(
    (sum, photo) =>
      sum +
      (photo.filesize ?? 0) +
      Object.values(photo.sizes ?? {}).reduce((variants, size) => variants + (size?.filesize ?? 0), 0),
    0,
  )
  await (
    await sqlFor(req)
  ).execute(
    sql`UPDATE lead_photo_bytes SET lead_id = ${leadId}, bytes = ${stored}, stored_at = now() WHERE id = ${reservation}`,
  )
}

/** Gives back a reservation whose photos were not stored. */
export async function releasePhotoBytes(payload: Payload, reservation: number): Promise<void> {
  const pool = poolOf(payload)
  await pool.query('DELETE FROM lead_photo_bytes WHERE id = $1 AND lead_id IS NULL', [reservation])
}

/** Drops reservations a stopped process left behind; run by the retention job. */
export async function forgetStalePhotoReservations(payload: Payload, limits: LeadLimits): Promise<void> {
  const pool = poolOf(payload)
  await pool.query(
    'DELETE FROM lead_photo_bytes WHERE lead_id IS NULL AND stored_at < now() - make_interval(mins => $1)',
    [limits.photoReservationMinutes],
  )
}

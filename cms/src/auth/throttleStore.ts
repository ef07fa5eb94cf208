import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { PoolClient as Client } from 'pg'

import {
  countAttempt,
  FORGET_AFTER_SECONDS,
  refundAttempt,
  secondsBlocked,
  type KeyState,
  type ThrottleRule,
} from './throttlePolicy'

type Pool = PostgresAdapter['pool']

/** One throttle key and the rule it follows. */
export interface CountedKey {
  key: string
  rule: ThrottleRule
}

export type Ticket = { allowed: true } | { allowed: false; retryAfterSeconds: number }

interface Row {
  key: string
  failures: number
  blocked_until: Date | null
  last_attempt_at: Date | null
  now: Date
}

const DEADLOCK = '40P01'

function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as PostgresAdapter).pool
}

/**
 * Runs `work` in a transaction holding the rows of `keys` (created when
 * missing), locked in key order so that concurrent attempts on the same keys,
 * from any process, queue up instead of reading the same counts. The time is
 * the database's, so replicas with different clocks agree.
 */
async function withLockedKeys<T>(
  payload: Payload,
  keys: string[],
  work: (client: Client, rows: Map<string, KeyState>, now: Date) => Promise<T>,
): Promise<T> {
  const sorted = [...new Set(keys)].sort()
  for (let attempt = 1; ; attempt++) {
    const client = await poolOf(payload).connect()
    try {
      await client.query('BEGIN')
      await client.query('INSERT INTO login_throttle (key) SELECT unnest($1::text[]) ON CONFLICT (key) DO NOTHING', [
        sorted,
      ])
      const { rows } = await client.query<Row>(
        `SELECT key, failures, blocked_until, last_attempt_at, now() AS now
           FROM login_throttle WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
        [sorted],
      )
      const states = new Map(
        rows.map((row) => [
          row.key,
          { failures: row.failures, blockedUntil: row.blocked_until, lastAttemptAt: row.last_attempt_at },
        ]),
      )
      const result = await work(client, states, rows[0]?.now ?? new Date())
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      if ((error as { code?: string }).code === DEADLOCK && attempt < 3) continue
      throw error
    } finally {
      client.release()
    }
  }
}

async function save(client: Client, states: Map<string, KeyState>): Promise<void> {
  const entries = [...states]
  await client.query(
    `UPDATE login_throttle AS t
        SET failures = s.failures, blocked_until = s.blocked_until, last_attempt_at = s.last_attempt_at
       FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::timestamptz[])
         AS s(key, failures, blocked_until, last_attempt_at)
      WHERE t.key = s.key`,
    [
      entries.map(([key]) => key),
      entries.map(([, state]) => state.failures),
      entries.map(([, state]) => state.blockedUntil),
      entries.map(([, state]) => state.lastAttemptAt),
    ],
  )
}

/**
 * Lets an attempt through when none of its keys is waiting out a delay, and
 * then counts it on every key; otherwise counts nothing and says how long the
 * longest delay still runs.
 */
export async function takeAttempt(payload: Payload, counted: CountedKey[]): Promise<Ticket> {
  // A flood of refused attempts is answered from a plain read, without queueing for the rows' locks.
  const { rows } = await poolOf(payload).query<{ wait: number | null }>(
    `SELECT ceil(extract(epoch FROM max(blocked_until) - now()))::int AS wait
       FROM login_throttle WHERE key = ANY($1::text[]) AND blocked_until > now()`,
    [counted.map(({ key }) => key)],
  )
  const wait = rows[0]?.wait ?? 0
  if (wait > 0) return { allowed: false, retryAfterSeconds: wait }

  return withLockedKeys(
    payload,
    counted.map(({ key }) => key),
    async (client, states, now) => {
      const wait = Math.max(0, ...counted.map(({ key }) => secondsBlocked(states.get(key)!, now)))
      if (wait > 0) return { allowed: false, retryAfterSeconds: wait }
      await save(client, new Map(counted.map(({ key, rule }) => [key, countAttempt(states.get(key)!, rule, now)])))
      return { allowed: true }
    },
  )
}

/** After a successful sign-in: gives the attempt back on `refund` and forgets the keys in `forget`. */
export async function settleSuccess(payload: Payload, refund: CountedKey[], forget: string[]): Promise<void> {
  if (refund.length > 0) {
    await withLockedKeys(
      payload,
      refund.map(({ key }) => key),
      async (client, states) => {
        await save(client, new Map(refund.map(({ key, rule }) => [key, refundAttempt(states.get(key)!, rule)])))
      },
    )
  }
  if (forget.length > 0) await poolOf(payload).query('DELETE FROM login_throttle WHERE key = ANY($1::text[])', [forget])
}

/** Drops keys nobody failed on for a day; their count would start from zero anyway. */
export async function forgetStaleKeys(payload: Payload): Promise<void> {
  await poolOf(payload).query(
    `DELETE FROM login_throttle
      WHERE (last_attempt_at IS NULL OR last_attempt_at < now() - make_interval(secs => $1))
        AND (blocked_until IS NULL OR blocked_until < now())`,
    [FORGET_AFTER_SECONDS],
  )
}

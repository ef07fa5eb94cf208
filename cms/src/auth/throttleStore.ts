import crypto from 'node:crypto'

import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import type { RateLimiterPostgres } from 'rate-limiter-flexible'

import { poolOf } from '../lib/database'
import { boundedKey, rateLimiter, retryAfterSeconds, type Ticket } from '../lib/rateLimits'
import { delaySeconds, FORGET_AFTER_SECONDS, type ThrottleRule } from './throttlePolicy'

/**
 * The login throttle on rate-limiter-flexible's PostgreSQL store. Two limiters share its table:
 * `login-failures` counts each key's failures (a day from the first), `login-delay` holds the
 * delay a key waits out (the library's `block`). What the library has no option for stays here,
 * thin: the delay doubling with the failures, a refused attempt counting nothing, a success
 * giving its attempt back, and one attempt at a time per key across replicas, so parallel
 * guesses cannot all read the count from before any of them.
 */

/** One throttle key and the rule it follows. */
export interface CountedKey {
  key: string
  rule: ThrottleRule
}

export type { Ticket }

interface Limiters {
  failures: RateLimiterPostgres
  delays: RateLimiterPostgres
}

const DEADLOCK = '40P01'

function limitersOf(payload: Payload, client?: PoolClient): Limiters {
  return {
    // Its points are no limit: the rule reads the count, and `penalty` never refuses.
    failures: rateLimiter(payload, { keyPrefix: 'login-failures', points: 0, duration: FORGET_AFTER_SECONDS }, client),
    delays: rateLimiter(payload, { keyPrefix: 'login-delay', points: 0, duration: 0 }, client),
  }
}

/** A 64-bit advisory lock id per key, in a fixed order, so two attempts on shared keys queue up and never deadlock. */
function lockIds(keys: string[]): string[] {
  const ids = keys.map((key) => crypto.createHash('sha256').update(key).digest().readBigInt64BE(0))
  return [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String)
}

/** Runs `work` holding the keys' advisory locks for one transaction; the limiters run on its connection. */
async function withKeysLocked<T>(
  payload: Payload,
  keys: string[],
  work: (limiters: Limiters) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await poolOf(payload).connect()
    try {
      await client.query('BEGIN')
      for (const id of lockIds(keys)) await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [id])
      const result = await work(limitersOf(payload, client))
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

/** The longest delay still running on any of the keys, in seconds; 0 when none is. */
async function longestDelay(delays: RateLimiterPostgres, counted: CountedKey[]): Promise<number> {
  const running = await Promise.all(counted.map(({ key }) => delays.get(boundedKey(key))))
  return Math.max(0, ...running.map((res) => (res && res.msBeforeNext > 0 ? retryAfterSeconds(res) : 0)))
}

/**
 * Lets an attempt through when none of its keys is waiting out a delay, and then counts it as a
 * failure on every key (a success gives it back), starting the delay its count calls for;
 * otherwise counts nothing and says how long the longest delay still runs.
 */
export async function takeAttempt(payload: Payload, counted: CountedKey[]): Promise<Ticket> {
  // A flood of refused attempts is answered from plain reads, without queueing for the keys' locks.
  const waiting = await longestDelay(limitersOf(payload).delays, counted)
  if (waiting > 0) return { allowed: false, retryAfterSeconds: waiting }

  return withKeysLocked(
    payload,
    counted.map(({ key }) => key),
    async ({ failures, delays }) => {
      const wait = await longestDelay(delays, counted)
      if (wait > 0) return { allowed: false, retryAfterSeconds: wait }
      for (const { key, rule } of counted) {
        const { consumedPoints } = await failures.penalty(boundedKey(key))
        const delay = delaySeconds(consumedPoints, rule)
        if (delay > 0) await delays.block(boundedKey(key), delay)
      }
      return { allowed: true }
    },
  )
}

/** After a successful sign-in: gives the attempt back on `refund` and forgets the keys in `forget`. */
export async function settleSuccess(payload: Payload, refund: CountedKey[], forget: string[]): Promise<void> {
  await withKeysLocked(payload, [...refund.map(({ key }) => key), ...forget], async ({ failures, delays }) => {
    for (const { key, rule } of refund) {
      const { consumedPoints } = await failures.reward(boundedKey(key))
      // A count whose day ran out meanwhile would come back below zero: it starts again instead.
      if (consumedPoints < 0) await failures.delete(boundedKey(key))
      const delay = delaySeconds(consumedPoints, rule)
      if (delay > 0) await delays.block(boundedKey(key), delay)
      else await delays.delete(boundedKey(key))
    }
    for (const key of forget) {
      await failures.delete(boundedKey(key))
      await delays.delete(boundedKey(key))
    }
  })
}

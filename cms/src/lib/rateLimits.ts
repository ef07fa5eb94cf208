import crypto from 'node:crypto'

import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { poolOf } from './database'

/**
 * Every throttle of the site counts in one table of the one PostgreSQL, through
 * rate-limiter-flexible's PostgreSQL store, so all replicas share the counts and a restart keeps
 * them. The table is made by the migration `rate_limits`, never by the library at run time.
 */
export const RATE_LIMITS_TABLE = 'rate_limits'

/** Past this length a key is stored as its hash: the column is a varchar(255) primary key. */
const MAX_KEY_LENGTH = 200

export interface LimitOptions {
  /** Kept before every key, so throttles sharing the table never share a count. */
  keyPrefix: string
  /** How many are allowed in one window. */
  points: number
  /** The window in seconds, from the first count in it. */
  duration: number
}

/** A throttle key bounded in length: a long username or address keeps its own count, hashed. */
export function boundedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key
  return `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`
}

/**
 * A limiter on the shared table. `client` runs it on a connection checked out of the pool (in a
 * transaction of the caller's); without one it takes a connection per query. The library's own
 * clean-up timer stays off: expired counts are dropped by `forgetExpiredLimits`, from the jobs.
 */
export function rateLimiter(payload: Payload, options: LimitOptions, client?: PoolClient): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: client ?? poolOf(payload),
    storeType: client ? 'client' : 'pool',
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    ...options,
  })
}

export type Ticket = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Whole seconds until a refused count may be tried again, at least one. */
export function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
}

/** Counts one on `key`: allowed while within the limiter's points, otherwise how long its window still runs. */
export async function consumeOne(limiter: RateLimiterPostgres, key: string): Promise<Ticket> {
  try {
    await limiter.consume(boundedKey(key))
    return { allowed: true }
  } catch (refusal) {
    // The library refuses with the count's state, and fails with an Error when the store does.
    if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfterSeconds(refusal) }
    throw refusal
  }
}

/** Drops the counts whose window ended; run by the retention job and now and then by sign-ins. */
export async function forgetExpiredLimits(payload: Payload): Promise<void> {
  await poolOf(payload).query(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE expire < $1`, [Date.now()])
}

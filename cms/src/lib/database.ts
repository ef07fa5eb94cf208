import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * The one place that reaches into Payload's PostgreSQL adapter for what its public API does not
 * give: the pg pool (raw SQL, advisory locks, the rate limiters' store), drizzle, the transaction
 * a request runs in, and the pool's options. These are fields of `@payloadcms/db-postgres`, not
 * a documented contract, so each one is checked when reached: a Payload upgrade that moves one
 * fails here with its name, and `tests/int/database-internals.int.spec.ts` fails first.
 */

type Pool = PostgresAdapter['pool']
type Drizzle = PostgresAdapter['drizzle']
/** What runs a drizzle `sql` query: the request's transaction, or the adapter's drizzle outside one. */
export type SqlRunner = Pick<Drizzle, 'execute'>

const ADAPTER_PACKAGE = '@payloadcms/db-postgres'

function adapterOf(payload: Payload): PostgresAdapter {
  return payload.db as unknown as PostgresAdapter
}

function moved(field: string): Error {
  return new Error(
    `${ADAPTER_PACKAGE} no longer exposes \`db.${field}\` as this site expects (written for Payload 3.90): ` +
      'see cms/src/lib/database.ts',
  )
}

/** The adapter's pg pool, for plain SQL outside Payload's operations. */
export function poolOf(payload: Payload): Pool {
  const { pool } = adapterOf(payload)
  if (!pool || typeof pool.query !== 'function' || typeof pool.connect !== 'function') throw moved('pool')
  return pool
}

/** The adapter's drizzle instance, for `sql` queries outside any transaction. */
export function drizzleOf(payload: Payload): Drizzle {
  const { drizzle } = adapterOf(payload)
  if (!drizzle || typeof drizzle.execute !== 'function') throw moved('drizzle')
  return drizzle
}

/** The drizzle handle of the transaction `req` runs in, or undefined when it runs in none. */
export async function transactionOf(req: PayloadRequest): Promise<SqlRunner | undefined> {
  const transactionID = req.transactionID ? await req.transactionID : undefined
  if (transactionID === undefined) return undefined
  const { sessions } = adapterOf(req.payload)
  if (!sessions || typeof sessions !== 'object') throw moved('sessions')
  const session = sessions[transactionID]
  if (session && typeof session.db?.execute !== 'function') throw moved('sessions[id].db')
  return session?.db
}

/** Where a query of `req` runs: inside its transaction when it has one, so it sees (and locks with) its writes. */
export async function sqlFor(req: PayloadRequest): Promise<SqlRunner> {
  return (await transactionOf(req)) ?? drizzleOf(req.payload)
}

/** The pg module and the options the adapter's pool was made with, to open a pool of one's own. */
export function poolFactoryOf(payload: Payload): {
  Pool: PostgresAdapter['pg']['Pool']
  options: PostgresAdapter['poolOptions']
} {
  const { pg, poolOptions } = adapterOf(payload)
  if (!pg || typeof pg.Pool !== 'function') throw moved('pg.Pool')
  if (!poolOptions || typeof poolOptions !== 'object') throw moved('poolOptions')
  return { Pool: pg.Pool, options: poolOptions }
}

import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter, sql } from '@payloadcms/db-postgres'
import { buildConfig, createLocalReq, getPayload, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedDatabase, type RunningDatabase } from '../../src/boot/database'
import { drizzleOf, poolFactoryOf, poolOf, sqlFor, transactionOf } from '../../src/lib/database'
import { tempDataDir } from './helpers/server'

const backendPid = (rows: unknown[]) => Number((rows[0] as { pid: number }).pid)

/**
 * What `lib/database.ts` reaches inside Payload's PostgreSQL adapter, asked of the real adapter
 * of the installed Payload on a real PostgreSQL: an upgrade that moves any of it fails here.
 */
describe("Payload's PostgreSQL adapter, as the site reaches into it", () => {
  const root = tempDataDir('database-internals')
  let database: RunningDatabase
  let payload: Payload

  beforeAll(async () => {
    database = await startEmbeddedDatabase(path.join(root, 'database'), 'password-del-database', () => undefined)
    const config = buildConfig({
      secret: 'segreto-di-prova',
      collections: [],
      db: postgresAdapter({ pool: { connectionString: database.url }, push: false }),
      telemetry: false,
    })
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    // The pool's idle connections see the database stop as an error of their own, as the server's do.
    if (payload) poolOf(payload).on('error', () => undefined)
    await payload?.destroy()
    await database?.stop()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('gives its pg pool and drizzle, both answering queries', async () => {
    const { rows } = await poolOf(payload).query<{ answer: number }>('select 41 + 1 as answer')
    expect(rows).toEqual([{ answer: 42 }])
    const result = await drizzleOf(payload).execute(sql`select 'sì' as word`)
    expect(result.rows).toEqual([{ word: 'sì' }])
  })

  it("opens a pool of its own from the adapter's pool options, on the same database", async () => {
    const { Pool, options } = poolFactoryOf(payload)
    const own = new Pool({ ...options, max: 1 })
    try {
      const { rows } = await own.query<{ name: string }>('select current_database() as name')
      expect(rows).toEqual([{ name: new URL(database.url).pathname.slice(1) }])
    } finally {
      await own.end()
    }
  })

  it("runs a request's queries inside its transaction, and outside any without one", async () => {
    const req = await createLocalReq({}, payload)
    expect(await transactionOf(req)).toBeUndefined()
    expect(await sqlFor(req)).toBe(drizzleOf(payload))

    expect(await initTransaction(req)).toBe(true)
    try {
      const transaction = await transactionOf(req)
      expect(transaction).toBeDefined()
      await transaction!.execute(sql`create temporary table seen (n int) on commit drop`)
      const inside = await (await sqlFor(req)).execute(sql`select pg_backend_pid() as pid, count(*) as n from seen`)
      // Its own connection sees the temporary table; the pool's others would not.
      expect(Number((inside.rows[0] as { n: string }).n)).toBe(0)
      const outside = await drizzleOf(payload).execute(sql`select pg_backend_pid() as pid`)
      expect(backendPid(outside.rows)).not.toBe(backendPid(inside.rows))
    } finally {
      await killTransaction(req)
    }
    expect(await transactionOf(req)).toBeUndefined()
  })

  it('says which internal moved when the adapter lacks one', () => {
    const moved = { db: {} } as unknown as Payload
    expect(() => poolOf(moved)).toThrow(/@payloadcms\/db-postgres no longer exposes `db\.pool`/)
    expect(() => drizzleOf(moved)).toThrow(/`db\.drizzle`/)
    expect(() => poolFactoryOf(moved)).toThrow(/`db\.pg\.Pool`/)
  })
})

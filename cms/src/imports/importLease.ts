import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../lib/database'

/** A runner that has not said it is alive for this long is taken to have died with its replica. */
export const STALE_AFTER_SECONDS = 20

export function newRunner(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
}

/**
 * Takes the import for `runner` when nobody runs it or its runner went quiet: one conditional
 * UPDATE, so of two replicas resuming the same import only one gets it.
 */
export async function takeImport(payload: Payload, id: number, runner: string): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE "imports" SET "runner" = ${runner}, "heartbeat_at" = now()
    WHERE "id" = ${id} AND ("runner" IS NULL OR "runner" = ${runner}
      OR "heartbeat_at" IS NULL OR "heartbeat_at" < now() - make_interval(secs => ${STALE_AFTER_SECONDS}))
    RETURNING "id"`)
  return rows.length === 1
}

/** Says the runner is alive; false when another runner has taken the import meanwhile. */
export async function keepImport(payload: Payload, id: number, runner: string): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE "imports" SET "heartbeat_at" = now() WHERE "id" = ${id} AND "runner" = ${runner} RETURNING "id"`)
  return rows.length === 1
}

/** The imports left running or waiting by a runner that went quiet. */
export async function stalledImports(payload: Payload): Promise<number[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT "id" FROM "imports" WHERE "status" IN ('queued', 'running', 'undoing')
      AND ("heartbeat_at" IS NULL OR "heartbeat_at" < now() - make_interval(secs => ${STALE_AFTER_SECONDS}))`)
  return rows.map((row) => Number((row as { id: number }).id))
}

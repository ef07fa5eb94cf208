import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { sqlFor } from '../../../lib/database'

async function executeInTransaction(req: PayloadRequest, query: ReturnType<typeof sql>) {
  const result = await (await sqlFor(req)).execute(query)
  return (result as unknown as { rows: Record<string, unknown>[] }).rows
}

/**
 * Inside the action's transaction: locks the cars' rows (trashed ones too) until it commits, in
 * the order of their ids so two bulk actions on overlapping cars wait for each other instead of
 * deadlocking; answers each locked car's version (`updatedAt`, in milliseconds).
 */
export async function lockCars(req: PayloadRequest, ids: number[]): Promise<Map<number, number>> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = await executeInTransaction(
    req,
    sql`select id, updated_at from cars where id in (${list}) order by id for update`,
  )
  return new Map(rows.map((row) => [Number(row.id), new Date(row.updated_at as string | Date).getTime()]))
}

/** Locks one bulk action's row, so two undos of it run one after the other and only the first one acts. */
export async function lockBulkAction(req: PayloadRequest, id: number): Promise<void> {
  await executeInTransaction(req, sql`select id from car_bulk_actions where id = ${id} for update`)
}

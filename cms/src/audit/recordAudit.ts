import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { AUDIT_LIMITS, type AuditAction } from '@autosalone/domain/audit/audit-log'
import { clientAddress } from '../auth/clientAddress'
import { transactionOf } from '../lib/database'

/** The account an entry names, when it is not the request's own (a sign-in has none yet). */
export interface AuditAccount {
  id: number
  username?: string | null
}

export interface AuditEntryInput {
  action: AuditAction
  /** A short label of what was acted on: a car's name and id, the username tried. */
  target?: string | null
  /** A small object (names of changed fields, counts); never passwords or a visitor's personal data. */
  details?: Record<string, unknown> | null
  /** Who did it; the request's signed-in account when left out. */
  account?: AuditAccount | null
  /** The username to keep when there is no account (a failed sign-in). */
  username?: string | null
}

function requestAccount(req: PayloadRequest): AuditAccount | null {
  const user = req.user as { id?: unknown; username?: unknown; collection?: string } | null | undefined
  if (!user || user.collection !== 'users' || typeof user.id !== 'number') return null
  return { id: user.id, username: typeof user.username === 'string' ? user.username : null }
}

/** Details that stay small whatever a caller passes: an oversize object is replaced by a note saying so. */
function boundedDetails(details: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!details) return null
  const text = JSON.stringify(details)
  return text.length <= AUDIT_LIMITS.detailsBytes ? details : { truncated: true }
}

/**
 * Inserts the row in the request's transaction when it has one, behind a savepoint: the entry
 * then stands or falls with the change it records, and a failed insert is rolled back to the
 * savepoint instead of aborting the transaction (PostgreSQL refuses every later statement of an
 * aborted one). Writing it on another connection instead would wait for the row locks of that
 * very transaction (the account's row, when one changes their own password) and never finish.
 * The adapter's own insert, not `payload.create`: Payload's operations end the whole
 * transaction when they fail, and the collection's access refuses every write through the API.
 */
async function insertEntry(req: PayloadRequest, data: Record<string, unknown>): Promise<void> {
  const transaction = await transactionOf(req)
  if (!transaction) {
    await req.payload.db.create({ collection: 'audit-log', data })
    return
  }
  await transaction.execute(sql`savepoint audit_entry`)
  try {
    await req.payload.db.create({ collection: 'audit-log', data, req })
    await transaction.execute(sql`release savepoint audit_entry`)
  } catch (error) {
    await transaction.execute(sql`rollback to savepoint audit_entry`)
    throw error
  }
}

/** Writes one entry of the owner's audit log. It never makes the action it records fail: an error is logged and the request carries on. */
export async function recordAudit(req: PayloadRequest, entry: AuditEntryInput): Promise<void> {
  try {
    const account = entry.account !== undefined ? entry.account : requestAccount(req)
    const now = new Date().toISOString()
    await insertEntry(req, {
      action: entry.action,
      user: account?.id ?? null,
      username: (account?.username ?? entry.username ?? null)?.slice(0, 80) ?? null,
      address: clientAddress(req).slice(0, 64),
      target: entry.target?.slice(0, AUDIT_LIMITS.target) ?? null,
      details: boundedDetails(entry.details),
      createdAt: now,
      updatedAt: now,
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Audit log: ${entry.action} not recorded` })
  }
}

/** The label an entry gives a record: its name (cut short) and its id. */
export function recordLabel(name: unknown, id: unknown): string {
  const text = typeof name === 'string' && name.trim() ? name.trim().slice(0, 150) : null
  return text ? `${text} (#${String(id)})` : `#${String(id)}`
}

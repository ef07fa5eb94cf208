import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterLogoutHook,
  CollectionBeforeChangeHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  TypeWithID,
} from 'payload'

import type { AuditAction } from '@autosalone/domain/audit/audit-log'
import type { Import, User } from '../payload-types'
import { recordAudit, recordLabel } from './recordAudit'

/** Work done by the server itself (boot, seed, retention jobs) has no account and is not the owner's business here. */
const byStaff = (req: PayloadRequest) => (req.user as { collection?: string } | null)?.collection === 'users'

const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'globalType', '_status'])

/**
 * A value as far as a person sees it: empty text, no value and a missing key alike, and a list's
 * rows without the ids Payload gives them anew when a form sends the rows without theirs.
 */
function comparable(value: unknown): unknown {
  if (value === '' || value === undefined) return null
  if (Array.isArray(value)) return value.map(comparable)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => [key, comparable(inner)] as const)
    return Object.fromEntries(entries.filter(([key, inner]) => key !== 'id' && inner !== null))
  }
  return value
}

const isGroup = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value)

/** The names of the fields that differ, one level into groups (`meta.enabled`); never their values. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names: string[] = []
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (BOOKKEEPING.has(key)) continue
    const [old, now] = [before?.[key], after?.[key]]
    if (JSON.stringify(comparable(old)) === JSON.stringify(comparable(now))) continue
    if (isGroup(old) && isGroup(now)) {
      for (const inner of changedFields(old as Record<string, unknown>, now as Record<string, unknown>)) {
        names.push(`${key}.${inner}`)
      }
    } else names.push(key)
  }
  return names
}

/** A global's save by a staff member: which fields changed (the owner's settings, texts or channels). */
export const recordGlobalChange =
  (action: AuditAction): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const fields = changedFields(previousDoc as Record<string, unknown>, doc as Record<string, unknown>)
    if (byStaff(req) && fields.length > 0) await recordAudit(req, { action, details: { fields } })
    // Nothing returned: Payload keeps the document as it was.
  }

export const recordSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  await recordAudit(req, { action: 'auth.signOut' })
}

/** Payload drops the new password from the data before `afterChange`; this says that one was set. */
export const notePasswordChange: CollectionBeforeChangeHook<User> = ({ data, operation, req }) => {
  const password = (data as { password?: unknown }).password
  if (operation === 'update' && typeof password === 'string' && password) req.context.auditPasswordSet = true
  return data
}

const accountFields = (user: Partial<User>) => ({
  role: user.role,
  disabled: user.disabled,
  name: user.name,
  email: user.email,
})

/**
 * A new account, or a change of one (role, disabled, name, e-mail, password reset). A staff
 * member's change of their own password alone is `auth.passwordChanged`.
 */
export const recordUserChange: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (!byStaff(req)) return
  const target = recordLabel(doc.username, doc.id)
  if (operation === 'create') {
    await recordAudit(req, { action: 'users.created', target, details: { role: doc.role } })
    return
  }
  const fields = changedFields(accountFields(previousDoc), accountFields(doc))
  const passwordSet = req.context.auditPasswordSet === true
  delete req.context.auditPasswordSet
  if (passwordSet && fields.length === 0 && doc.id === req.user?.id) {
    await recordAudit(req, { action: 'auth.passwordChanged' })
  } else if (passwordSet || fields.length > 0) {
    const details: Record<string, unknown> = { fields: passwordSet ? [...fields, 'password'] : fields }
    if (fields.includes('role')) details.role = doc.role
    if (fields.includes('disabled')) details.disabled = doc.disabled === true
    await recordAudit(req, { action: 'users.changed', target, details })
  }
}

/** A record of a collection with a trash, as the hooks below read it. */
interface TrashableDoc extends TypeWithID {
  deletedAt?: string | null
}

interface TrashActions<T extends TrashableDoc> {
  trashed: AuditAction
  restored?: AuditAction
  deleted: AuditAction
  /** The record's name in the entry's target (never a visitor's personal data). */
  name: (doc: T) => unknown
}

/** Moves to and out of a collection's trash, whichever route made them (panel, REST, console). */
export const recordTrashMoves =
  <T extends TrashableDoc>({ trashed, restored, name }: TrashActions<T>): CollectionAfterChangeHook<T> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || !byStaff(req)) return
    const [was, is] = [previousDoc?.deletedAt != null, doc.deletedAt != null]
    const action = !was && is ? trashed : was && !is ? restored : undefined
    if (action) await recordAudit(req, { action, target: recordLabel(name(doc), doc.id) })
  }

/** A record deleted for good by a staff member (the nightly purges of the trash are not recorded). */
export const recordDeletion =
  <T extends TrashableDoc>({
    deleted,
    name,
  }: Pick<TrashActions<T>, 'deleted' | 'name'>): CollectionAfterDeleteHook<T> =>
  async ({ doc, id, req }) => {
    if (byStaff(req)) await recordAudit(req, { action: deleted, target: recordLabel(name(doc), id) })
  }

/** An import applied or undone by a staff member (its job's own progress updates have no account). */
export const recordImportRun: CollectionAfterChangeHook<Import> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !byStaff(req) || previousDoc?.status === doc.status) return
  const action = doc.status === 'queued' ? 'imports.applied' : doc.status === 'undoing' ? 'imports.undone' : null
  if (action) await recordAudit(req, { action, target: recordLabel(doc.fileName, doc.id) })
}

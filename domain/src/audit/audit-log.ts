import { z } from 'zod'

/** What the owner's audit log records: one closed list, shared by the server and the panel's labels. */
export const auditAction = z.enum([
  'auth.signIn',
  'auth.signInFailed',
  'auth.signOut',
  'auth.signOutEverywhere',
  'auth.passwordChanged',
  'settings.changed',
  'texts.changed',
  'users.created',
  'users.changed',
  'imports.applied',
  'imports.undone',
  'exports.cars',
  'exports.leads',
  'cars.trashed',
  'cars.restoredFromTrash',
  'cars.deletedForGood',
  'media.trashed',
  'media.deleted',
  'leads.deleted',
  'channels.changed',
  'backups.downloaded',
  // A bulk action on the panel's car list and its undo (each car is also in its own history).
  'cars.bulkChanged',
  'cars.bulkUndone',
])
export type AuditAction = z.infer<typeof auditAction>

/** Entries older than this many months are deleted by the nightly retention job. */
export const AUDIT_RETENTION_MONTHS = 12

/** Bounds of what one entry stores: the target is a short label, the details a small object. */
export const AUDIT_LIMITS = { target: 200, detailsBytes: 2_000, pageSize: 100, defaultPageSize: 50 } as const

/** The date before which an entry is deleted. */
export function auditRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT_RETENTION_MONTHS)
  return cutoff
}

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))

/** `GET /api/admin/audit-log`'s query: every value a string, as in a URL. */
export const auditLogQuery = z.strictObject({
  page: positiveInt(100_000).optional().default(1),
  limit: positiveInt(AUDIT_LIMITS.pageSize).optional().default(AUDIT_LIMITS.defaultPageSize),
  action: auditAction.optional(),
  user: positiveInt(2_147_483_647).optional(),
})
export type AuditLogQuery = z.infer<typeof auditLogQuery>

/** One entry as the panel reads it. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: auditAction,
  user: z.object({ id: z.number().int(), name: z.string().nullable(), username: z.string() }).nullable(),
  username: z.string().nullable(),
  address: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
})
export type AuditEntry = z.infer<typeof auditEntry>

/** `GET /api/admin/audit-log`: one page of entries, newest first. */
export const auditLogPage = z.object({
  docs: z.array(auditEntry),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalDocs: z.number().int(),
})
export type AuditLogPage = z.infer<typeof auditLogPage>

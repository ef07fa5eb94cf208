import type { CollectionBeforeChangeHook, Field } from 'payload'

/** Set by the history's restore on the request's context: the date of the version brought back. */
export const RESTORED_FROM = 'restoredFromVersionAt'

/**
 * Who saved the car, and whether the save brought back a past version. Payload copies them into
 * each version, so the history can say who made every change; they are never answered with the
 * car (see addDerivedFields) and are set by `recordAuthor` alone.
 */
export const authorFields: Field[] = [
  {
    name: 'changedBy',
    type: 'relationship',
    relationTo: 'users',
    maxDepth: 0,
    admin: { hidden: true, readOnly: true },
  },
  // The name as it was at the time of the change: the history reads it even after the account goes.
  { name: 'changedByName', type: 'text', maxLength: 120, admin: { hidden: true, readOnly: true } },
  { name: 'restoredFrom', type: 'date', admin: { hidden: true, readOnly: true } },
]

/** The fields `authorFields` adds, which the car's answers leave out. */
export const AUTHOR_FIELD_NAMES = ['changedBy', 'changedByName', 'restoredFrom'] as const

type Author = { id?: number | string; name?: string | null; username?: string | null; collection?: string }

/** Stamps every save with its account (none for the site's own work) and the restored version, if any. */
export const recordAuthor: CollectionBeforeChangeHook = ({ data, req, context }) => {
  const user = req.user as Author | null | undefined
  const staff = user?.collection === 'users' && typeof user.id === 'number' ? user : null
  const restoredFrom = context[RESTORED_FROM]
  return {
    ...data,
    changedBy: staff?.id ?? null,
    changedByName: staff ? staff.name || staff.username || null : null,
    restoredFrom: typeof restoredFrom === 'string' ? restoredFrom : null,
  }
}

import { isAvailableStatus, type CarStatus } from '@autosalone/domain/enums'
import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A context key for a save that puts a status back (a bulk action's undo): its value, the day the
 * status was set, is kept instead of today's, so the undo leaves the car exactly as it was.
 */
export const KEEP_STATUS_DATE = 'keepStatusChangedAt'

/**
 * Keeps the status and `isAvailable` saying the same thing, and dates each change of status.
 * A changed status decides; a client that only sets `isAvailable` (as before the statuses) makes
 * the car 'disponibile', or, when it takes it off sale, leaves a reserved or sold car as it is and
 * marks an available one sold.
 */
export const followStatus: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  const before = originalDoc as { status?: CarStatus; isAvailable?: boolean } | undefined
  const sent = data as { status?: CarStatus; isAvailable?: unknown }
  const previous = before?.status ?? 'disponibile'
  let status: CarStatus = sent.status ?? previous
  if (status === previous && typeof sent.isAvailable === 'boolean' && sent.isAvailable !== before?.isAvailable) {
    if (sent.isAvailable) status = 'disponibile'
    else if (isAvailableStatus(previous)) status = 'venduta'
  }
  const changed = operation === 'create' || status !== previous
  return {
    ...data,
    status,
    isAvailable: isAvailableStatus(status),
    ...(changed ? { statusChangedAt: keptStatusDate(context[KEEP_STATUS_DATE]) ?? new Date().toISOString() } : {}),
  }
}

function keptStatusDate(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null
}

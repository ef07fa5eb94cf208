import {
  HISTORY_FIELDS,
  HISTORY_TEXT_LIMIT,
  type HistoryChange,
  type HistoryEntry,
  type HistoryKind,
  type HistoryValue,
} from '@autosalone/domain/car-history'

/** A car as one of its versions stores it (read with `RAW_VERSIONS`: photos as ids or records). */
export type StoredCar = Record<string, unknown>

/** One row of Payload's versions of a car. */
export interface StoredVersion {
  id: number
  createdAt: string
  version: StoredCar
}

const LIST_FIELDS = new Set<string>(['colors', 'features', 'featuresEn'])

const cut = (text: string) => (text.length > HISTORY_TEXT_LIMIT ? `${text.slice(0, HISTORY_TEXT_LIMIT - 1)}…` : text)

/** A field's value as the history shows it: lists always lists, long texts cut, nothing else kept. */
function shown(field: string, value: unknown): HistoryValue {
  if (LIST_FIELDS.has(field)) return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
  if (typeof value === 'string') return cut(value)
  if (typeof value === 'number' || typeof value === 'boolean') return value
  return null
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The photos' ids in order; Payload answers a relationship as an id or, populated, a record. */
export function photoIds(car: StoredCar): number[] {
  const photos = Array.isArray(car.photos) ? car.photos : []
  return photos
    .map((photo) => (typeof photo === 'number' ? photo : (photo as { id?: unknown } | null)?.id))
    .filter((id): id is number => typeof id === 'number')
}

function comparePhotos(before: number[], after: number[]) {
  const added = after.filter((id) => !before.includes(id)).length
  const removed = before.filter((id) => !after.includes(id)).length
  const kept = after.filter((id) => before.includes(id))
  const keptBefore = before.filter((id) => after.includes(id))
  return { added, removed, reordered: !same(kept, keptBefore) }
}

function author(car: StoredCar): HistoryEntry['by'] {
  const raw = car.changedBy
  const id = typeof raw === 'number' ? raw : ((raw as { id?: unknown } | null)?.id ?? null)
  const name = typeof car.changedByName === 'string' ? car.changedByName : null
  if (name === null) return null
  return { id: typeof id === 'number' ? id : null, name }
}

function kindOf(car: StoredCar, before: StoredCar | null, created: boolean): HistoryKind {
  if (!before) return created ? 'created' : 'oldest'
  const trashedBefore = before.deletedAt != null
  const trashedNow = car.deletedAt != null
  if (!trashedBefore && trashedNow) return 'trashed'
  if (trashedBefore && !trashedNow) return 'untrashed'
  if (typeof car.restoredFrom === 'string' && car.restoredFrom) return 'restored'
  return 'changed'
}

/** The fields that differ between two stored versions of a car, in the form's order. */
export function changedFields(before: StoredCar, after: StoredCar): HistoryChange[] {
  const changes: HistoryChange[] = []
  for (const field of HISTORY_FIELDS) {
    const from = shown(field, before[field])
    const to = shown(field, after[field])
    if (!same(from, to)) changes.push({ field, from, to })
  }
  return changes
}

/**
 * The history from the stored versions, newest first: each compared with the one before it.
 * A save that changed nothing a person sees (a photo's files rebuilt) is left out. `complete`
 * says the oldest version is the car's first save (no version has been pruned yet).
 */
export function historyEntries(versions: StoredVersion[], complete: boolean): HistoryEntry[] {
  const entries: HistoryEntry[] = []
  versions.forEach((row, index) => {
    const before = versions[index + 1]?.version ?? null
    const car = row.version
    const kind = kindOf(car, before, complete)
    const changes = before ? changedFields(before, car) : []
    const photos = before
      ? comparePhotos(photoIds(before), photoIds(car))
      : { added: photoIds(car).length, removed: 0, reordered: false }
    const visible = kind !== 'changed' || changes.length > 0 || photos.added + photos.removed > 0 || photos.reordered
    if (!visible) return
    entries.push({
      version: row.id,
      at: row.createdAt,
      by: author(car),
      kind,
      restoredFrom: kind === 'restored' ? (car.restoredFrom as string) : null,
      changes,
      photos,
      current: entries.length === 0,
    })
  })
  return entries
}

/** The fields a restore writes back from a stored version (the photos are checked by the caller). */
export function restorableFields(car: StoredCar): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const field of HISTORY_FIELDS) {
    const value = car[field]
    data[field] = LIST_FIELDS.has(field) ? (Array.isArray(value) ? value : []) : (value ?? null)
  }
  return data
}

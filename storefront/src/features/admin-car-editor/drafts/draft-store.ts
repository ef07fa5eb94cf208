import { z } from 'zod'
import { emptyCarFormValues, type CarFormValues } from '../form/car-form-values'

/** An unsaved car form, kept on the device until the car is saved. */
export interface CarDraft {
  /** null for a car not created yet */
  carId: number | null
  /** what the dealer calls the car, to recognise the draft in a list */
  label: string
  /** ISO date and time of the last change */
  savedAt: string
  values: CarFormValues
}

const keyPrefix = 'autosalone.admin.car-draft.'

const draftKey = (carId: number | null) => `${keyPrefix}${carId ?? 'new'}`

const text = z.string()
const rows = z.array(z.object({ text }))
const ids = z.array(z.number().int().positive())

/**
 * Drafts kept before the form took the API's field names call two fields by the spec's other
 * names; those kept before the statuses have only the availability, which said on sale or not.
 */
function renameOldFields(values: Record<string, unknown>): Record<string, unknown> {
  const { youtubeUrl, available, isAvailable, ...rest } = values
  const renamed: Record<string, unknown> = 'youtubeVideoId' in values ? rest : { ...rest, youtubeVideoId: youtubeUrl }
  const onSale = 'youtubeVideoId' in values ? isAvailable : available
  if (!('status' in renamed) && typeof onSale === 'boolean') renamed.status = onSale ? 'disponibile' : 'venduta'
  return renamed
}

/** The schema of one form value, from the kind of the field's value in an empty form. */
function valueSchema(emptyValue: unknown): z.ZodType {
  if (typeof emptyValue === 'boolean') return z.boolean()
  if (typeof emptyValue === 'string') return text
  return Array.isArray(emptyValue) && emptyValue.length > 0 ? rows : z.union([ids, rows])
}

/**
 * A draft's values in the shape of the form's, field by field: a field the draft does not have
 * (added to the form since) takes its empty value, a value of the wrong kind spoils the draft.
 */
const draftValues = z
  .record(z.string(), z.unknown())
  .transform(renameOldFields)
  .pipe(
    z.object(
      Object.fromEntries(
        Object.entries(emptyCarFormValues()).map(([field, empty]) => [
          field,
          valueSchema(empty).default(() => structuredClone(empty)),
        ]),
      ),
    ),
  )

const draftSchema = z.object({
  carId: z.number().int().positive().nullable(),
  label: text,
  savedAt: text,
  values: draftValues,
})

function read(storage: Storage, key: string): CarDraft | null {
  try {
    const raw = storage.getItem(key)
    if (!raw) return null
    const parsed = draftSchema.safeParse(JSON.parse(raw))
    // The enumerations are not re-checked here: the form's own schema refuses a stale value on save.
    return parsed.success ? (parsed.data as CarDraft) : null
  } catch {
    return null
  }
}

/**
 * Drafts in the browser's storage. Every call survives a storage that refuses (private mode,
 * quota): a draft is a comfort, never a reason for the form to fail.
 */
export function createDraftStore(storage: () => Storage | undefined) {
  const withStorage = <T>(fallback: T, action: (store: Storage) => T): T => {
    try {
      const store = storage()
      return store ? action(store) : fallback
    } catch {
      return fallback
    }
  }

  return {
    save: (draft: CarDraft) =>
      withStorage(undefined, (store) => store.setItem(draftKey(draft.carId), JSON.stringify(draft))),
    load: (carId: number | null) => withStorage(null, (store) => read(store, draftKey(carId))),
    remove: (carId: number | null) => withStorage(undefined, (store) => store.removeItem(draftKey(carId))),
    /** every draft, most recent first */
    list: () =>
      withStorage([], (store) =>
        Array.from({ length: store.length }, (_, index) => store.key(index))
          .filter((key): key is string => key?.startsWith(keyPrefix) ?? false)
          .map((key) => read(store, key))
          .filter((draft): draft is CarDraft => draft !== null)
          .sort((a, b) => b.savedAt.localeCompare(a.savedAt)),
      ),
  }
}

export type DraftStore = ReturnType<typeof createDraftStore>

export const browserDraftStore: DraftStore = createDraftStore(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
)

import { z } from 'zod'

/**
 * The car fields a history entry names, in the car form's order. The fields the server derives
 * (slug, `isAvailable`, `newDriverSuitable`, the status date, the stored photo copy) follow these
 * and are neither listed nor restored; the photos are compared on their own.
 */
export const HISTORY_FIELDS = [
  'brand',
  'model',
  'name',
  'year',
  'price',
  'priceOnRequest',
  'mileage',
  'power',
  'fuel',
  'transmission',
  'category',
  'condition',
  'status',
  'firstRegistration',
  'previousOwners',
  'warrantyMonths',
  'serviceHistory',
  'euroClass',
  'consumption',
  'co2',
  'electricRange',
  'displacement',
  'kerbWeight',
  'doors',
  'seats',
  'vatRegime',
  'plate',
  'vin',
  'stockNumber',
  'colors',
  'description',
  'features',
  'descriptionEn',
  'featuresEn',
  'youtubeVideoId',
] as const
export type HistoryField = (typeof HISTORY_FIELDS)[number]

/** The longest text a history entry carries for one side of a change; longer texts are cut with '…'. */
export const HISTORY_TEXT_LIMIT = 160

const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()])
export type HistoryValue = z.infer<typeof fieldValue>

/** One field that changed: its value before and after. */
export const historyChange = z.object({
  field: z.enum(HISTORY_FIELDS),
  from: fieldValue,
  to: fieldValue,
})
export type HistoryChange = z.infer<typeof historyChange>

/**
 * What an entry did: `created` (the car's first version), `changed`, `restored` (a past version
 * brought back, `restoredFrom` says which), `trashed` and `untrashed` (moved to and out of the
 * trash), or `oldest` (the oldest version still kept, whose predecessor is no longer on record).
 */
export const historyKind = z.enum(['created', 'changed', 'restored', 'trashed', 'untrashed', 'oldest'])
export type HistoryKind = z.infer<typeof historyKind>

/** One saved version of a car, compared with the one before it. */
export const historyEntry = z.object({
  /** the version's id: what `POST .../history/{version}/restore` takes */
  version: z.number().int(),
  at: z.string(),
  /** who saved it (`id` null once the account is deleted); null for the site's own work, e.g. a photo rebuilt */
  by: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  kind: historyKind,
  restoredFrom: z.string().nullable(),
  changes: z.array(historyChange),
  photos: z.object({ added: z.number().int(), removed: z.number().int(), reordered: z.boolean() }),
  /** the car as it is now: nothing to restore */
  current: z.boolean(),
})
export type HistoryEntry = z.infer<typeof historyEntry>

/** `GET /api/admin/cars/{id}/history`: newest first, at most the versions kept per car. */
export const carHistory = z.object({
  car: z.object({ id: z.number().int(), name: z.string(), updatedAt: z.string() }),
  entries: z.array(historyEntry),
})
export type CarHistory = z.infer<typeof carHistory>

/** `POST .../restore`: the restored car's new `updatedAt`, and how many of its photos are gone for good. */
export const historyRestoreAnswer = z.object({
  updatedAt: z.string(),
  missingPhotos: z.number().int(),
})
export type HistoryRestoreAnswer = z.infer<typeof historyRestoreAnswer>

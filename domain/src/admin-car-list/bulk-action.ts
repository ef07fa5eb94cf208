import { z } from 'zod'

import { CAR_STATUSES } from '../enums.ts'
import { CAR_NUMBER_LIMITS } from '../limits.ts'

/** The most cars one bulk action changes: a few pages of the list, small enough for one transaction. */
export const MAX_BULK_CARS = 200
/** The largest change by an amount, in euros, either way. */
export const MAX_BULK_PRICE_AMOUNT = 1_000_000
/** A price change by a percentage goes from -90 % (a tenth of the price) to +100 % (double). */
export const BULK_PERCENT_LIMITS = { min: -90, max: 100 } as const
/** No bulk change leaves a car below this price: a car for 0 € is 'price on request', set one by one. */
export const MIN_BULK_PRICE = 1

export const BULK_ACTIONS = ['status', 'price', 'trash'] as const
export type BulkActionKind = (typeof BULK_ACTIONS)[number]

const carId = z
  .number({ message: '"ids" deve contenere numeri di auto' })
  .int({ message: '"ids" deve contenere numeri interi' })
  .min(1, { message: '"ids" deve contenere numeri positivi' })
  .max(2_147_483_647, { message: '"ids" contiene un numero troppo grande' })

const priceChangeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('amount'),
      value: z
        .number({ message: '"priceChange.value" deve essere un numero' })
        .int({ message: 'La variazione in euro deve essere un numero intero' })
        .min(-MAX_BULK_PRICE_AMOUNT, {
          message: `La variazione in euro va da -${MAX_BULK_PRICE_AMOUNT} a ${MAX_BULK_PRICE_AMOUNT}`,
        })
        .max(MAX_BULK_PRICE_AMOUNT, {
          message: `La variazione in euro va da -${MAX_BULK_PRICE_AMOUNT} a ${MAX_BULK_PRICE_AMOUNT}`,
        })
        .refine((value) => value !== 0, { message: 'La variazione non può essere zero' }),
    }),
    z.strictObject({
      kind: z.literal('percent'),
      value: z
        .number({ message: '"priceChange.value" deve essere un numero' })
        .min(BULK_PERCENT_LIMITS.min, { message: 'La percentuale va da -90 a 100' })
        .max(BULK_PERCENT_LIMITS.max, { message: 'La percentuale va da -90 a 100' })
        // Two decimals at most: '2,5 %' is a dealer's figure, '2,537 %' is a typo.
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
          message: 'La percentuale può avere al massimo due decimali',
        })
        .refine((value) => value !== 0, { message: 'La variazione non può essere zero' }),
    }),
  ],
  { message: '"priceChange.kind" deve essere "amount" o "percent"' },
)
export type PriceChange = z.infer<typeof priceChangeSchema>

const idsSchema = z
  .array(carId, { message: '"ids" deve essere un elenco di auto' })
  .min(1, { message: 'Scegli almeno un’auto' })
  .max(MAX_BULK_CARS, { message: `Al massimo ${MAX_BULK_CARS} auto per volta` })
  .refine((ids) => new Set(ids).size === ids.length, { message: '"ids" contiene la stessa auto due volte' })

/** `POST /api/admin/cars/bulk`: which cars, and what happens to all of them. */
export const bulkActionRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      ids: idsSchema,
      action: z.literal('status'),
      status: z.enum(CAR_STATUSES, { message: `"status" deve essere uno di: ${CAR_STATUSES.join(', ')}` }),
    }),
    z.strictObject({ ids: idsSchema, action: z.literal('price'), priceChange: priceChangeSchema }),
    z.strictObject({ ids: idsSchema, action: z.literal('trash') }),
  ],
  { message: `"action" deve essere uno di: ${BULK_ACTIONS.join(', ')}` },
)
export type BulkActionRequest = z.infer<typeof bulkActionRequestSchema>

export type BulkRequestResult = { ok: true; request: BulkActionRequest } | { ok: false; problem: string }

/** Reads a bulk request's body: anything malformed, unknown or out of bounds is one sentence (a 400). */
export function parseBulkActionRequest(body: unknown): BulkRequestResult {
  const parsed = bulkActionRequestSchema.safeParse(body)
  if (parsed.success) return { ok: true, request: parsed.data }
  const issue = parsed.error.issues[0]
  if (issue?.code === 'unrecognized_keys') return { ok: false, problem: `Campo non ammesso: "${issue.keys[0]}"` }
  return { ok: false, problem: issue?.message ?? 'Richiesta non valida' }
}

/**
 * The price after the change, in whole euros (a half rounds up). It may fall outside the bounds:
 * `bulkPriceProblem` tells, so a change that would give a car away is refused, not clamped.
 */
export function changedPrice(price: number, change: PriceChange): number {
  if (change.kind === 'amount') return price + change.value
  // In hundredths of a percent, so 10 % of 14.500 is exactly 1.450 and not 1.449,999…
  return Math.round((price * (10_000 + Math.round(change.value * 100))) / 10_000)
}

/** Whether a changed price can be saved: at least 1 €, at most the catalogue's highest price. */
export function isBulkPriceAllowed(price: number): boolean {
  return Number.isInteger(price) && price >= MIN_BULK_PRICE && price <= CAR_NUMBER_LIMITS.price.max
}

/** What one car was before a bulk action, so its undo puts it back exactly. */
export const bulkCarBeforeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(CAR_STATUSES),
  statusChangedAt: z.string().nullable(),
  price: z.number().int(),
  deletedAt: z.string().nullable(),
  /** the car's version right after the action: the undo refuses a car saved since */
  updatedAtAfter: z.string(),
})
export type BulkCarBefore = z.infer<typeof bulkCarBeforeSchema>

/** A car named in an answer: the ones skipped (price on request, status already set) and the ones in a conflict. */
export const bulkCarNameSchema = z.object({ id: z.number().int(), name: z.string() })

export type BulkCarName = z.infer<typeof bulkCarNameSchema>

/** `POST /api/admin/cars/bulk`: the action's id (for the undo), the cars changed and the cars left as they were. */
export const bulkActionAnswerSchema = z.object({
  id: z.number().int(),
  action: z.enum(BULK_ACTIONS),
  changed: z.array(bulkCarNameSchema),
  skipped: z.array(bulkCarNameSchema.extend({ reason: z.enum(['priceOnRequest', 'unchanged']) })),
})

export type BulkActionAnswer = z.infer<typeof bulkActionAnswerSchema>

/** `POST /api/admin/cars/bulk/{id}/undo`: the action undone and the cars put back. */
export const bulkUndoAnswerSchema = z.object({
  id: z.number().int(),
  action: z.enum(BULK_ACTIONS),
  restored: z.array(bulkCarNameSchema),
})

export type BulkUndoAnswer = z.infer<typeof bulkUndoAnswerSchema>

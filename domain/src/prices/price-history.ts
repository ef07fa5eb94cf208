import { z } from 'zod'

/** The most changes the car form's history shows, newest first. */
export const PRICE_HISTORY_SHOWN = 100

/** `GET /api/admin/cars/{id}/prices`: every price the car had, newest first. */
export const priceHistoryAnswer = z.object({
  changes: z.array(
    z.object({
      price: z.number().int(),
      changedAt: z.string(),
      /** the account's name at the time; null for the site's own work and the first record */
      changedBy: z.string().nullable(),
    }),
  ),
})
export type PriceHistoryAnswer = z.infer<typeof priceHistoryAnswer>

import { z } from 'zod'

import { carRecordSchema, coverVariantsSchema } from '../car-record.ts'
import type { ListStatusFilter } from './list-query.ts'

/** One row of the panel's list: what a card or a compact row shows, and the version a quick status change carries. */
export const adminCarRowSchema = carRecordSchema
  .pick({
    id: true,
    slug: true,
    brand: true,
    model: true,
    name: true,
    year: true,
    price: true,
    priceOnRequest: true,
    mileage: true,
    fuel: true,
    status: true,
    isAvailable: true,
    statusChangedAt: true,
    createdAt: true,
    /** the version a change from the list carries */
    updatedAt: true,
  })
  .extend({
    plate: z.string().nullable(),
    /** `thumbnail` for the rows, `card` for the desk's cards */
    ...coverVariantsSchema.shape,
  })

export type AdminCarRow = z.infer<typeof adminCarRowSchema>

/** `GET /api/admin/cars`: one page of rows, where it stands, and how many cars each status filter holds for the search. */
export const adminCarListAnswerSchema = z.object({
  docs: z.array(adminCarRowSchema),
  page: z.number().int(),
  limit: z.number().int(),
  totalDocs: z.number().int(),
  totalPages: z.number().int(),
  /** for the search as asked, whatever the status filter */
  counts: z.object({
    all: z.number().int(),
    disponibile: z.number().int(),
    prenotata: z.number().int(),
    venduta: z.number().int(),
  }) satisfies z.ZodType<Record<ListStatusFilter, number>>,
})

export type AdminCarListAnswer = z.infer<typeof adminCarListAnswerSchema>

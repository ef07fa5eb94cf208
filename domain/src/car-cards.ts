import { z } from 'zod'

import { paginatedSchema } from './answer-contract.ts'
import { carCoverSchema, carRecordSchema } from './car-record.ts'

/**
 * What a car's card shows: the record's fields a list asks the public API for (`select`), so a
 * page of cards stays small. `id` comes with every answer unasked.
 */
export const carCardSchema = carRecordSchema
  .pick({
    id: true,
    slug: true,
    name: true,
    year: true,
    price: true,
    priceOnRequest: true,
    mileage: true,
    fuel: true,
    transmission: true,
    category: true,
    condition: true,
    isAvailable: true,
    status: true,
    euroClass: true,
    previousOwners: true,
    newDriverSuitable: true,
    priceDrop: true,
  })
  .extend({
    cover: carCoverSchema,
  })

export type CarCard = z.infer<typeof carCardSchema>

/** `GET /api/cars` with the card's fields: a page of cards (home, inventory, similar cars, sold strip). */
export const carCardPageSchema = paginatedSchema(carCardSchema)

export type CarCardPage = z.infer<typeof carCardPageSchema>

/** A card that also knows its make (a favourites list), so a sold one can offer similar cars. */
export const carCardWithBrandSchema = carCardSchema.extend({ brand: carRecordSchema.shape.brand })

export type CarCardWithBrand = z.infer<typeof carCardWithBrandSchema>

export const carCardWithBrandPageSchema = paginatedSchema(carCardWithBrandSchema)

/** What the inventory's and the home search's choices read of a listed car: its make, model and category. */
export const carChoiceSchema = carRecordSchema.pick({ brand: true, model: true, category: true })

export type CarChoice = z.infer<typeof carChoiceSchema>

/** `GET /api/cars?pagination=false` selecting the make, model and category: every listed car, unpaged. */
export const carChoicesAnswerSchema = z.object({ docs: z.array(carChoiceSchema) })

export type CarChoicesAnswer = z.infer<typeof carChoicesAnswerSchema>

/** `GET /api/cars?pagination=false` selecting the slug and name: every listed car, for the compare page's choice. */
export const compareChoicesAnswerSchema = z.object({ docs: z.array(carRecordSchema.pick({ slug: true, name: true })) })

export type CompareChoicesAnswer = z.infer<typeof compareChoicesAnswerSchema>

import { z } from 'zod'

import { carRecordSchema } from './car-record.ts'

/** A deleted car as the trash lists it: the record, when it was deleted and the day it goes for good. */
export const trashedCarSchema = carRecordSchema.extend({ deletedAt: z.string(), purgeAt: z.string() })

export type TrashedCar = z.infer<typeof trashedCarSchema>

/** `GET /api/admin/trash`: the deleted cars, last deleted first. */
export const trashedCarsAnswerSchema = z.object({ docs: z.array(trashedCarSchema) })

export type TrashedCarsAnswer = z.infer<typeof trashedCarsAnswerSchema>

/** `DELETE /api/admin/cars/{id}`: the car moved to the trash. */
export const deletedCarAnswerSchema = carRecordSchema.pick({ id: true })

export type DeletedCarAnswer = z.infer<typeof deletedCarAnswerSchema>

import { z } from 'zod'

import { AnswerShapeError } from './answer-shape-error'

export { AnswerShapeError }

/**
 * Checks an answer against its schema and hands it back as received, typed by the schema, or
 * throws an `AnswerShapeError` naming what differs. The answer itself (not zod's copy) is kept so
 * its keys stay in the server's order: a page hands the answers it rendered with to the browser,
 * and that HTML must not change. Only schemas whose output is their input fit (no defaults, no
 * transforms), which the signature asks for.
 */
export function readAnswer<T>(schema: z.ZodType<T, T>, answer: unknown, what: string): T {
  const result = schema.safeParse(answer)
  if (!result.success) throw new AnswerShapeError(what, result.error.issues)
  return answer as T
}

/** Payload's paginated list envelope around `item`. */
export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    docs: z.array(item),
    totalDocs: z.number().int(),
    limit: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
    nextPage: z.number().int().nullable(),
    prevPage: z.number().int().nullable(),
  })
}

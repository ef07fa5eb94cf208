import { z } from 'zod'

/**
 * An API answer that does not have the shape its schema in `domain/` gives it: the server and
 * the page disagree, and the page says so rather than showing half a record.
 */
export class AnswerShapeError extends Error {
  constructor(what: string, error: z.ZodError) {
    const problems = error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    // a list's address can run to hundreds of characters of query: its start says which answer it was
    const answer = what.length > 120 ? `${what.slice(0, 119)}…` : what
    super(`The answer of ${answer} does not match its contract: ${problems.join('; ')}`)
    this.name = 'AnswerShapeError'
  }
}

/**
 * Checks an answer against its schema and hands it back as received, typed by the schema, or
 * throws an `AnswerShapeError` naming what differs. The answer itself (not zod's copy) is kept so
 * its keys stay in the server's order: a page hands the answers it rendered with to the browser,
 * and that HTML must not change. Only schemas whose output is their input fit (no defaults, no
 * transforms), which the signature asks for.
 */
export function readAnswer<T>(schema: z.ZodType<T, T>, answer: unknown, what: string): T {
  const result = schema.safeParse(answer)
  if (!result.success) throw new AnswerShapeError(what, result.error)
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

import type { z } from 'zod'

/**
 * An API answer that does not have the shape its schema in `domain/` gives it: the server and
 * the page disagree, and the page says so rather than showing half a record.
 */
export class AnswerShapeError extends Error {
  constructor(what: string, error: z.ZodError) {
    const problems = error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    super(`The answer of ${what} does not match its contract: ${problems.join('; ')}`)
    this.name = 'AnswerShapeError'
  }
}

/** Reads an answer through its schema: the typed value, or an `AnswerShapeError` naming what differs. */
export function parseAnswer<Schema extends z.ZodType>(schema: Schema, answer: unknown, what: string): z.output<Schema> {
  const result = schema.safeParse(answer)
  if (!result.success) throw new AnswerShapeError(what, result.error)
  return result.data
}

/** One way an answer differs from its schema: where, and what zod said of it. */
export interface AnswerShapeIssue {
  path: readonly PropertyKey[]
  message: string
}

/**
 * An API answer that does not have the shape its schema in `domain/` gives it: the server and
 * the page disagree, and the page says so rather than showing half a record. Free of zod, so a
 * page can recognise the error without carrying the schemas (`answer-contract.ts` throws it).
 */
export class AnswerShapeError extends Error {
  constructor(what: string, issues: readonly AnswerShapeIssue[]) {
    const problems = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
    // a list's address can run to hundreds of characters of query: its start says which answer it was
    const answer = what.length > 120 ? `${what.slice(0, 119)}…` : what
    super(`The answer of ${answer} does not match its contract: ${problems.join('; ')}`)
    this.name = 'AnswerShapeError'
  }
}

import type { z } from 'zod'
import type { publicAnswerSchemas } from './public-answer-schemas'

type Schemas = typeof publicAnswerSchemas
export type PublicAnswerName = keyof Schemas
export type PublicAnswer<Name extends PublicAnswerName> = z.output<Schemas[Name]>

/**
 * Checks an answer a public page read against its schema in the contract (`readAnswer`: the
 * answer as received, or an `AnswerShapeError` naming what differs). The schemas, and zod with
 * them (about 26 KB gzipped), come with the first answer the browser fetches itself: a page's
 * first paint and start use the answers the server rendered with, so they never wait for a
 * library they would not use. The server loads the module once.
 */
export async function readPublicAnswer<Name extends PublicAnswerName>(
  name: Name,
  answer: unknown,
  what: string,
): Promise<PublicAnswer<Name>> {
  const { publicAnswerSchemas, readAnswer } = await import('./public-answer-schemas')
  const schema = publicAnswerSchemas[name] as unknown as z.ZodType<PublicAnswer<Name>, PublicAnswer<Name>>
  return readAnswer(schema, answer, what)
}

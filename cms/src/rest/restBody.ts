import type { PayloadRequest } from 'payload'
import { addDataAndFileToRequest, APIError, Forbidden } from 'payload'

import { jsonTextTooDeep, TOO_DEEP, valueTooDeep } from '../lib/jsonDepth'
import { isPlainObject } from './queryWhere'

export const UNREADABLE_BODY =
  'Corpo della richiesta non leggibile: manda un oggetto JSON (application/json) o un modulo multipart completo'
export const BODY_NOT_AN_OBJECT =
  'Corpo della richiesta non valido: i dati vanno mandati come oggetto JSON, { "campo": valore }'

export const UNSUPPORTED_BODY_TYPE =
  'Tipo di contenuto non supportato: manda i dati come application/json o multipart/form-data'

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

const tooDeep = () => new APIError(TOO_DEEP, 400, null, true)

/**
 * Reads a JSON body's text before Payload does, to refuse it before parsing
 * when it nests too deep, and hands Payload the same text to parse.
 */
async function checkJsonDepth(req: PayloadRequest): Promise<void> {
  const text = (await req.text?.()) ?? ''
  if (jsonTextTooDeep(text)) throw tooDeep()
  Object.defineProperty(req, 'text', { value: () => Promise.resolve(text), configurable: true })
}

/**
 * Reads the body of a request to one of Payload's own write routes the way
 * Payload does (JSON, or multipart with `_payload` and the file), before the
 * route runs. Whatever goes wrong while reading is the client's: a multipart
 * body cut short or without a boundary, a `_payload` that is not JSON, data
 * that is `null`, a number, a text or a list instead of an object; Payload
 * would let those surface as server errors. Its own limits (413) stay as they
 * are; a body of a type Payload does not read is a 415 instead of being dropped.
 */
export async function readRestBody(req: PayloadRequest): Promise<void> {
  // The types Payload reads, tested as Payload tests them; any other body would be ignored without a word.
  const [contentType] = (req.headers.get('content-type') || '').split(';', 1)
  const readable = contentType === 'application/json' || contentType.includes('multipart/')
  const hasBody = Number(req.headers.get('content-length') || 0) > 0 || req.headers.has('transfer-encoding')
  if (hasBody && !readable) throw new APIError(UNSUPPORTED_BODY_TYPE, 415, null, true)
  // No stock route takes a form from a visitor (Payload's access refuses them all); parsing one would be work for nothing.
  if (!req.user && contentType.includes('multipart/')) throw new Forbidden(req.t)
  try {
    if (contentType === 'application/json') await checkJsonDepth(req)
    await addDataAndFileToRequest(req)
  } catch (error) {
    if (statusOf(error) === 413 || (error as Error).message === TOO_DEEP) throw error
    throw new APIError(UNREADABLE_BODY, 400, null, true)
  }
  // Payload parses a signed-in form's `_payload` itself: its depth is measured once parsed.
  if (valueTooDeep(req.data)) throw tooDeep()
  if (req.data !== undefined && !isPlainObject(req.data)) throw new APIError(BODY_NOT_AN_OBJECT, 400, null, true)
  // No data at all reads as no fields, as Payload reads an empty JSON body.
  req.data ??= {}
  // The route's own wrapper reads the body again when there is one: there is none left to read.
  Object.defineProperty(req, 'body', { value: null, configurable: true })
}

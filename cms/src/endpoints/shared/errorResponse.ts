import type { PayloadHandler, PayloadRequest } from 'payload'
import { APIError, ValidationError } from 'payload'

import { INVALID_FIELDS_MESSAGE, type FieldError } from '@autosalone/domain/car-input'
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnreachable } from '../../lib/databaseFailure'

interface ErrorBody {
  error: string
  errors?: FieldError[]
  /** the record as it is now, with a 409 for a save made from an older version */
  current?: unknown
}

/** An error with per-field messages, answered as `{ error, errors }`. */
export function invalidInput(error: string, errors: FieldError[], status = 400): APIError {
  return new APIError(error, status, { errors }, true)
}

/** A save made from a version of the record that is no longer the latest: 409 with the record as it is now. */
export function staleEdit(error: string, current: unknown): APIError {
  return new APIError(error, 409, { current }, true)
}

function fieldErrorsOf(error: { data: unknown }): FieldError[] | undefined {
  const list = (error.data as { errors?: unknown } | null)?.errors
  if (!Array.isArray(list)) return undefined
  return list.map((item: { field?: string; path?: string; message?: string; code?: string }) => ({
    field: String(item.field ?? item.path ?? ''),
    message: String(item.message ?? ''),
    // The code names the text a client shows in its own language (the settings page's errors).
    ...(typeof item.code === 'string' ? { code: item.code } : {}),
  }))
}

/**
 * The one place an error becomes a response: the status and message of an
 * APIError (ours, the image pipeline's, Payload's validation), a 503 when the
 * database cannot be reached, and for anything unexpected a 500 with a neutral
 * message while the log gets the cause.
 */
export function errorResponse(error: unknown, req: PayloadRequest): Response {
  if (error instanceof ValidationError) {
    req.payload.logger.info(`${req.method} ${req.pathname} refused (400): ${INVALID_FIELDS_MESSAGE}`)
    return Response.json({ error: INVALID_FIELDS_MESSAGE, errors: fieldErrorsOf(error) } satisfies ErrorBody, {
      status: 400,
    })
  }
  // Server-side failures that carry a message meant for people (e.g. the photo store unreachable) keep it.
  if (error instanceof APIError && (error.status < 500 || error.isPublic)) {
    // A refusal is the client's: one line, no stack. A server-side failure is logged with its stack.
    if (error.status >= 500) req.payload.logger.error({ err: error, msg: `${req.method} ${req.pathname} failed` })
    else req.payload.logger.info(`${req.method} ${req.pathname} refused (${error.status}): ${error.message}`)
    const errors = fieldErrorsOf(error)
    const current = (error.data as { current?: unknown } | null)?.current
    const body = { error: error.message, ...(errors ? { errors } : {}), ...(current ? { current } : {}) }
    return Response.json(body satisfies ErrorBody, {
      status: error.status,
    })
  }
  if (isDatabaseUnreachable(error)) {
    req.payload.logger.warn(`${req.method} ${req.pathname}: database unreachable (${(error as Error).message})`)
    return Response.json({ error: DATABASE_UNAVAILABLE_MESSAGE } satisfies ErrorBody, {
      status: 503,
      headers: { 'Retry-After': '5' },
    })
  }
  req.payload.logger.error({ err: error, msg: `${req.method} ${req.pathname} failed` })
  return Response.json({ error: 'Errore interno del server: riprova tra poco.' } satisfies ErrorBody, { status: 500 })
}

/** Wraps an endpoint handler so every failure is answered as JSON `{ error }`. */
export function answerErrorsAsJson(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    try {
      return await handler(req)
    } catch (error) {
      return errorResponse(error, req)
    }
  }
}

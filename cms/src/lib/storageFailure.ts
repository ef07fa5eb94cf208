import { APIError } from 'payload'

export const STORAGE_UNAVAILABLE_MESSAGE = 'Archivio foto non raggiungibile, riprova tra poco.'

// Connection-level failures: the photo store is down, unreachable or hung up mid-transfer.
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])

const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException'])

type ErrorShape = { code?: unknown; name?: unknown; $metadata?: unknown; errors?: unknown; cause?: unknown }

/**
 * True when an error means the photo store could not do its part: a network
 * failure, a timeout, or any error answer from S3 (service errors carry the
 * SDK's `$metadata`). Bad input never looks like this, so these become a 503
 * the dealer can retry instead of a 500.
 */
export function isStorageFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const shape = error as ErrorShape
  if (typeof shape.code === 'string' && NETWORK_ERROR_CODES.has(shape.code)) return true
  if (typeof shape.name === 'string' && TIMEOUT_NAMES.has(shape.name)) return true
  if (shape.$metadata && typeof shape.$metadata === 'object' && 'httpStatusCode' in shape.$metadata) return true
  // Node reports a refused dual-stack connect as an AggregateError of both attempts.
  if (Array.isArray(shape.errors) && shape.errors.some((inner) => isStorageFailure(inner, depth + 1))) return true
  return isStorageFailure(shape.cause, depth + 1)
}

/** The public 503 the dealer sees; the cause stays attached for the log. */
export function storageUnavailable(cause: unknown): APIError {
  const error = new APIError(STORAGE_UNAVAILABLE_MESSAGE, 503, null, true)
  error.cause = cause
  return error
}

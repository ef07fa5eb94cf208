export const DATABASE_UNAVAILABLE_MESSAGE =
  'Database non raggiungibile: il sito tornerà disponibile tra poco, riprova tra qualche istante.'

// Sockets refused, reset or timed out: the database is down, restarting or unreachable.
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// PostgreSQL's own: connection exceptions (class 08), shutting down or starting up (57P01-57P03).
const SQLSTATE = /^(08...|57P0[123])$/
// node-postgres and Payload report a lost connection in words only.
const MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|cannot begin transaction: (connect|Connection)/

type ErrorShape = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown; $metadata?: unknown }

/**
 * True when an error means the database could not be reached, rather than
 * that it refused a query: the request should get a 503 to retry, not a 500.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const shape = error as ErrorShape
  // The S3 client's failures carry its metadata: those are the photo store's, not the database's.
  if (shape.$metadata) return false
  if (typeof shape.code === 'string' && (NETWORK_ERROR_CODES.has(shape.code) || SQLSTATE.test(shape.code))) return true
  if (typeof shape.message === 'string' && MESSAGES.test(shape.message)) return true
  if (Array.isArray(shape.errors) && shape.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true
  return isDatabaseUnreachable(shape.cause, depth + 1)
}

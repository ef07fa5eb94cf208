import type { AfterErrorHook, Config } from 'payload'

/** SQLSTATE class 22, "data exception": a value the query cannot use (bad number, NUL byte, negative offset). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/
const INVALID_QUERY = 'Parametri della richiesta non validi'

/**
 * The errors Payload's REST would log by itself, each with its stack whatever
 * its status (a wrong password included); they are logged by `reportApiErrors`
 * instead, by the status they end up with. Any other error (a TypeError...) is
 * a server fault and Payload still logs it with its stack.
 */
const LOGGED_BY_STATUS = [
  'APIError',
  'AuthenticationError',
  'ErrorDeletingFile',
  'FileRetrievalError',
  'FileUploadError',
  'Forbidden',
  'Locked',
  'LockedAuth',
  'MissingFile',
  'NotFound',
  'QueryError',
  'UnauthorizedError',
  'UnverifiedEmail',
  'ValidationError',
  // A failed query (the database adapter's errors are named plainly Error): a data exception is the client's.
  'Error',
]

export const loggingLevels = Object.fromEntries(
  LOGGED_BY_STATUS.map((name) => [name, false]),
) as Config['loggingLevels']

function isDataException(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return true
  }
  return false
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/**
 * The last word on an error of Payload's REST: a value the database refused as
 * data (`where[id][equals]=99999999999`) is answered 400 instead of 500, and
 * the log gets one line for a refused request, the stack for a server fault.
 */
export const reportApiErrors: AfterErrorHook = ({ error, req }) => {
  const dataException = isDataException(error)
  const status = dataException ? 400 : statusOf(error)
  if (LOGGED_BY_STATUS.includes(error.name)) {
    const request = `${req.method} ${req.pathname}`
    if (status >= 500) {
      req.payload.logger.error({ err: error, msg: `${request} failed` })
    } else {
      const message = dataException ? INVALID_QUERY : error.message.split('\n', 1)[0].slice(0, 300)
      req.payload.logger.info(`${request} refused (${status}): ${message}`)
    }
  }
  if (dataException) return { status, response: { errors: [{ message: INVALID_QUERY }] } }
}

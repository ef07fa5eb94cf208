import type { CollectionAfterErrorHook } from 'payload'

/** SQLSTATE class 22, "data exception": a value the query cannot use (bad number, NUL byte, negative offset). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/

function isDataException(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return true
  }
  return false
}

/**
 * A query string such as `where[id][equals]=99999999999` or `page=-5` is the
 * client's mistake, not the server's: answer 400 instead of 500.
 */
export const reportInvalidQuery: CollectionAfterErrorHook = ({ error }) => {
  if (!isDataException(error)) return
  return { status: 400, response: { errors: [{ message: 'Parametri della richiesta non validi' }] } }
}

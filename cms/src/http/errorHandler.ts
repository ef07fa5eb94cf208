import type { ErrorRequestHandler } from 'express'
import type { Payload } from 'payload'

import { logger as processLogger } from '../lib/logger'

/** Short texts for the refusals express and its middleware raise (http-errors), in the site's language. */
const REFUSALS: Record<number, string> = {
  400: 'Richiesta non valida',
  403: 'Accesso negato',
  404: 'Risorsa non trovata',
  405: 'Metodo non consentito',
  408: 'Richiesta troppo lenta: riprova',
  411: 'Manca la lunghezza del corpo della richiesta',
  413: 'Richiesta troppo grande',
  415: 'Tipo di contenuto non supportato',
  416: 'Intervallo richiesto non disponibile',
}

function clientStatusOf(error: unknown): number | null {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown }
  const code = typeof status === 'number' ? status : statusCode
  return typeof code === 'number' && code >= 400 && code < 500 ? code : null
}

/**
 * The last handler of the express app. An error carrying a 4xx status (a file
 * missing under /assets, a body a middleware refused) is answered with that
 * status and logged in one line; anything else is a 500 whose stack goes to the log.
 */
export function answerUnhandledErrors(payload: () => Payload | undefined): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = clientStatusOf(error)
    const logger = payload()?.logger ?? processLogger
    const request = `${req.method} ${req.originalUrl.slice(0, 300)}`
    if (status) {
      const message = REFUSALS[status] ?? REFUSALS[400]
      logger.info(`${request} refused (${status}): ${(error as Error).message}`)
      if (res.headersSent) return res.end()
      if (req.originalUrl.startsWith('/api/')) return res.status(status).json({ errors: [{ message }] })
      return res.status(status).type('text/plain').send(message)
    }
    logger.error({ err: error, msg: `${request} failed` })
    if (res.headersSent) return res.end()
    res.status(500).type('text/plain').send('Errore interno del server: riprova tra poco.')
  }
}

import { AsyncLocalStorage } from 'node:async_hooks'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'

/** The request a piece of work was started for, as the access log names it. */
interface RequestOrigin {
  id?: unknown
  method: string
  url: string
}

const origins = new AsyncLocalStorage<RequestOrigin>()

/**
 * Runs the rest of the request's handling in its own context, so that an error
 * nobody awaited, surfacing later on the process, can still be told apart by
 * the request it came from (Node hands the handlers below the context the
 * failed promise or callback was created in). After the access log, whose id
 * it repeats.
 */
export const rememberRequest: RequestHandler = (req, _res, next) => {
  const origin = { id: (req as { id?: unknown }).id, method: req.method, url: req.originalUrl.slice(0, 300) }
  origins.run(origin, next)
}

function during(): string {
  const origin = origins.getStore()
  return origin ? ` during ${origin.method} ${origin.url}` : ' outside any request'
}

/**
 * An error with a client status (Payload's refusals: a query it cannot answer,
 * a validation) is thrown before anything is written; one that escapes a
 * callback has left nothing half-done that the next request could trip on.
 */
function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

/**
 * Process-level handlers, so that no single request can end the process for
 * everyone. A rejected promise nobody awaits (Payload 3.90 leaves some of its
 * query validation unawaited) is logged with its request, and the server keeps
 * answering: the request itself has been answered or times out, the rest of
 * the process is untouched. An exception thrown outside any promise is only
 * safe to survive when it is such a refusal; anything else leaves the process
 * in an unknown state, so it is logged and the server stops the way a signal
 * stops it, with exit code 1 for the supervisor to start it again.
 */
export function keepServingThroughFaults(logger: Logger, stop: (reason: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    const request = origins.getStore()
    logger.error({ err: reason, request }, `Unhandled rejection${during()}; still serving`)
  })
  process.on('uncaughtException', (error) => {
    const request = origins.getStore()
    if (isRefusal(error)) {
      logger.error({ err: error, request }, `Uncaught refusal${during()}; still serving`)
      return
    }
    logger.fatal({ err: error, request }, `Uncaught exception${during()}; stopping`)
    stop('Uncaught exception')
  })
}

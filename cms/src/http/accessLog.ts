import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'

/** Asked every few seconds by Docker and load balancers: a line each would bury the visitors'. */
const UNLOGGED = new Set(['/api/health'])

/** The path as asked (routers mounted on a prefix shorten `url`), cut where a hostile one would flood the log. */
const pathOf = (req: IncomingMessage) => ((req as { originalUrl?: string }).originalUrl ?? req.url ?? '').slice(0, 300)
const line = (req: IncomingMessage, res: ServerResponse) => `${req.method} ${pathOf(req)} ${res.statusCode}`

/**
 * One line per answered request: method, path, status and time, plus the
 * client address in the JSON form. Headers are left out, so cookies and
 * tokens never reach the log. A 5xx is a warning; its cause is logged where it
 * happened.
 */
export function accessLog(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => UNLOGGED.has(req.url?.split('?')[0] ?? '') },
    quietReqLogger: true,
    serializers: {
      // The client's address as express sees it, through the trusted proxies (TRUST_PROXY).
      req: (req: { method: string; url: string; remoteAddress?: string; raw?: { ip?: string } }) => ({
        method: req.method,
        url: req.url.slice(0, 300),
        remoteAddress: req.raw?.ip ?? req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'warn' : 'info'),
    customSuccessMessage: (req, res, time) => `${line(req, res)} ${Math.round(time)} ms`,
    customErrorMessage: (req, res) => line(req, res),
  })
}

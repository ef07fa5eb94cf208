import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'

import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/databaseFailure'
import { poolFactoryOf } from '../lib/database'
import { carriesCredentials } from './credentials'

/** How long one question to the database may take before it counts as unreachable. */
const PROBE_TIMEOUT_MS = 2_000
/** While it is down, the database is asked at most this often, however many requests arrive. */
const DOWN_PROBE_INTERVAL_MS = 1_000

export interface DatabaseWatch {
  /** The last answer: true from the first failed question until one succeeds again. */
  isDown: () => boolean
  /** Asks the database now (joining a question already under way); while it is down, at most once a second. */
  reachable: () => Promise<boolean>
  close: () => Promise<void>
}

/**
 * Knows whether PostgreSQL answers, asking over its own connection so a busy
 * pool does not look like an outage. Logs one line when it goes and one when
 * it is back; Payload's pool reconnects by itself once it is.
 */
export function watchDatabase(payload: Payload, log: (line: string) => void): DatabaseWatch {
  const { Pool, options } = poolFactoryOf(payload)
  const pool = new Pool({
    ...options,
    max: 1,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  })
  // The idle probe connection breaking is what an outage looks like; the next question reports it.
  pool.on('error', () => undefined)
  let downSince: number | undefined
  let askedAt = 0
  let asking: Promise<boolean> | undefined

  const ask = async (): Promise<boolean> => {
    try {
      await pool.query('select 1')
      if (downSince !== undefined)
        log(`Database reachable again after ${((Date.now() - downSince) / 1000).toFixed(1)} s`)
      downSince = undefined
    } catch (error) {
      if (downSince === undefined) {
        downSince = Date.now()
        log(`Database unreachable (${(error as Error).message}): answering 503 until it is back`)
      }
    }
    askedAt = Date.now()
    return downSince === undefined
  }

  return {
    isDown: () => downSince !== undefined,
    reachable: () => {
      if (asking) return asking
      if (downSince !== undefined && Date.now() - askedAt < DOWN_PROBE_INTERVAL_MS) return Promise.resolve(false)
      asking = ask().finally(() => {
        asking = undefined
      })
      return asking
    },
    close: () => pool.end(),
  }
}

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Servizio momentaneamente non disponibile</title></head>
<body><h1>Servizio momentaneamente non disponibile</h1><p>${DATABASE_UNAVAILABLE_MESSAGE}</p></body>
</html>
`

const UNAVAILABLE_HEADERS = { 'Retry-After': '5', 'Cache-Control': 'no-store' }

/**
 * The 503 of an outage. API clients get JSON with the message under `error`
 * (the panel's reading) and under `errors[].message` (Payload's console's).
 */
export function databaseUnavailableResponse(): globalThis.Response {
  return Response.json(
    { error: DATABASE_UNAVAILABLE_MESSAGE, errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] },
    { status: 503, headers: UNAVAILABLE_HEADERS },
  )
}

export function sendDatabaseUnavailable(req: Request, res: Response): void {
  res.status(503).set(UNAVAILABLE_HEADERS)
  if (req.originalUrl.startsWith('/api/')) {
    res.json({ error: DATABASE_UNAVAILABLE_MESSAGE, errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] })
  } else {
    res.set('Content-Security-Policy', "default-src 'none'").type('html').send(UNAVAILABLE_PAGE)
  }
}

/** Built files and photos whose answers do not come from a session or a page render. */
const STATIC_PATH = /^\/(?:assets|_next\/static|uploads)\//

/**
 * In front of everything but /api/health (which reports the outage itself).
 * While the database is known to be down, every request gets the 503 page or
 * JSON. Requests with a session, and page renders, ask it first: Payload takes
 * a failed user lookup for a signed-out visitor, and a page render for an empty
 * catalogue, so neither may find out on its own.
 */
export function refuseWhileDatabaseDown(watch: () => DatabaseWatch | undefined): RequestHandler {
  return async (req, res, next) => {
    const db = watch()
    if (!db || req.path === '/api/health') return next()
    const askFirst =
      db.isDown() || carriesCredentials(req) || !(req.path.startsWith('/api/') || STATIC_PATH.test(req.path))
    if (!askFirst || (await db.reachable())) return next()
    sendDatabaseUnavailable(req, res)
  }
}

/**
 * An API answer of 401, 403 or 5xx may be the database's absence in disguise
 * (a session that could not be looked up, a query that failed): if the
 * database does not answer now, the client gets the outage's 503 instead.
 */
export async function unlessDatabaseDown(
  db: DatabaseWatch,
  response: globalThis.Response,
): Promise<globalThis.Response> {
  const suspect =
    response.status === 401 || response.status === 403 || (response.status >= 500 && response.status !== 503)
  if (!suspect || (await db.reachable())) return response
  await response.body?.cancel().catch(() => undefined)
  return databaseUnavailableResponse()
}

/**
 * Before the last error handler: a failure (not a refusal with a 4xx status)
 * while the database does not answer is the outage's 503, not a 500.
 */
export function answerDuringOutage(watch: () => DatabaseWatch | undefined): ErrorRequestHandler {
  return async (error, req, res, next) => {
    const status = Number(
      (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode,
    )
    const db = watch()
    if (res.headersSent || !db || (status >= 400 && status < 500) || (await db.reachable())) return next(error)
    sendDatabaseUnavailable(req, res)
  }
}

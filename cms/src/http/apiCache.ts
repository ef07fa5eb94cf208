import etag from 'etag'
import type { Request, Response } from 'express'
import fresh from 'fresh'

import { createBoundedCache } from './boundedCache'
import { carriesCredentials } from './credentials'
import { sendWebResponse } from './webBridge'

/** The public reads the storefront makes on every page; everything else under /api is answered as is. */
const CACHEABLE_PATH = /^\/api\/(?:cars|globals\/site-(?:settings|texts))(?:[/?]|$)/
const PUBLIC = 'public, max-age=5, stale-while-revalidate=30'
const PRIVATE = 'private, no-store'
/** Memory for stored answers: the whole demo catalogue's list is under 100 KB. */
const MAX_STORED_BYTES = 32 * 1024 * 1024
const MAX_BODY_BYTES = 4 * 1024 * 1024
/** Many small answers cost more than their bytes: the number of keys is bounded too. */
const MAX_STORED_ANSWERS = 2_000
/** Query parameters that change what Payload answers; any other is ignored by it, and so by the key. */
const ANSWER_PARAMETERS = new Set([
  'where',
  'sort',
  'limit',
  'page',
  'depth',
  'select',
  'populate',
  'locale',
  'draft',
  'trash',
  'pagination',
  'joins',
])
/** Set per request by express or compression, never replayed from a stored answer. */
const PER_REQUEST_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
])

interface StoredAnswer {
  etag: string
  headers: [string, string][]
  body: Buffer
}

function send(req: Request, res: Response, answer: StoredAnswer): void {
  res.setHeader('ETag', answer.etag)
  res.setHeader('Cache-Control', PUBLIC)
  // Only the tags are compared: fresh() also honours a request's `Cache-Control: no-cache`, a
  // directive for caches that fetch() adds to every conditional request; the origin answers 304 anyway.
  if (fresh({ 'if-none-match': req.headers['if-none-match'] }, { etag: answer.etag })) {
    res.status(304).end()
    return
  }
  for (const [name, value] of answer.headers) res.setHeader(name, value)
  res.setHeader('Content-Length', answer.body.length)
  res.status(200).end(answer.body)
}

async function toStoredAnswer(response: globalThis.Response): Promise<StoredAnswer> {
  const body = Buffer.from(await response.arrayBuffer())
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name)) headers.push([name, value])
  })
  return { etag: etag(body, { weak: true }), headers, body }
}

/**
 * The key of an answer: the path and the parameters that change it, in a fixed
 * order, so that neither a parameter Payload ignores nor the order of the query
 * makes a new entry (or a way around the stored answers).
 */
export function answerKey(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://localhost')
  const kept = [...url.searchParams].filter(([name]) => ANSWER_PARAMETERS.has(name.split('[', 1)[0]))
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const query = new URLSearchParams(kept).toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

/**
 * Answers anonymous GETs of the car list, the car records, the site settings and texts
 * with an ETag computed from the body, `If-None-Match` → 304 and a short public
 * max-age. Answers are kept in memory and reused only while the catalogue
 * version (asked of the database on every request) is unchanged, so a change is
 * visible on the next request, whichever process made it; requests for an answer
 * being produced wait for it. Requests with a session get `private, no-store`.
 */
export function createApiCache(catalogueVersion: () => Promise<string>) {
  const answers = createBoundedCache<StoredAnswer | null>({
    maxBytes: MAX_STORED_BYTES,
    maxEntryBytes: MAX_BODY_BYTES,
    maxEntries: MAX_STORED_ANSWERS,
    bytesOf: (answer) => answer?.body.length ?? 0,
  })

  return async function respond(
    req: Request,
    res: Response,
    produce: () => Promise<globalThis.Response>,
  ): Promise<void> {
    const cacheable = req.method === 'GET' && CACHEABLE_PATH.test(req.originalUrl) && !carriesCredentials(req)
    if (!cacheable) {
      const response = await produce()
      if (!response.headers.has('cache-control')) res.setHeader('Cache-Control', PRIVATE)
      return sendWebResponse(res, response)
    }

    // Another status may speak the request's language (Payload's messages): it is neither kept nor shared.
    let produced: globalThis.Response | undefined
    const { value: answer } = await answers.get(answerKey(req.originalUrl), await catalogueVersion(), async () => {
      produced = await produce()
      return produced.status === 200
        ? { value: await toStoredAnswer(produced), keep: true }
        : { value: null, keep: false }
    })
    if (answer) return send(req, res, answer)
    const response = produced ?? (await produce())
    if (response.status === 200) return send(req, res, await toStoredAnswer(response))
    res.setHeader('Cache-Control', 'no-store')
    return sendWebResponse(res, response)
  }
}

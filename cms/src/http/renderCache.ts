import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request, Response } from 'express'

import { createBoundedCache } from './boundedCache'
import { parsedRequest } from './parsedRequest'
import { formStampFields } from '../collections/Leads/formStamp'
import { closePage, openEndedPage, type OpenEndedPage } from './openEndedPage'
import type { RenderResponse } from './storefront'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Memory for kept pages, all three encodings counted: a page of 212 cards is about 400 KB in all. */
const MAX_STORED_BYTES = 48 * 1024 * 1024
const MAX_STORED_PAGES = 1_000
/** A page bigger than an eighth of the budget is sent to those waiting for it, not kept. */
const MAX_PAGE_BYTES = MAX_STORED_BYTES / 8
/** Kept pages only: statuses whose page depends on nothing but the address and the catalogue. */
const KEPT_STATUSES = new Set([200, 301, 302, 308, 404, 410])

type Encoding = 'br' | 'gzip' | 'identity'

interface KeptPage {
  status: number
  headers: Record<string, string>
  etag: string
  /** an HTML page: closed by each response with its own ending */
  open: OpenEndedPage | null
  /** anything else (a redirect's empty body) */
  bodies: Record<Encoding, Buffer>
  bytes: number
}

export interface RenderCacheOptions {
  /** the catalogue's version, asked of the database: it changes with every committed edit */
  catalogueVersion: () => Promise<string>
  /** today's date where the dealer is; pages show dates (footer year, 'updated on') */
  today?: () => string
  /** what each response adds at the end of the page's body: the lead forms' stamp of when it was sent */
  pageEnding?: () => string
}

/** The lead forms' stamp of when the server sent the page (`formStamp.ts`). */
export const stampNow = () => formStampFields(Date.now())

function todayInItaly(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date())
}

/**
 * The address in a fixed form: the path, and the query sorted by parameter name (values of one
 * name keep their order), so `?a=1&b=2` and `?b=2&a=1` are one page.
 */
export function pageAddress(originalUrl: string): string {
  const url = new URL(`http://page.invalid${originalUrl}`)
  const parameters = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const query = new URLSearchParams(parameters).toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

async function keep(page: RenderResponse): Promise<KeptPage> {
  const html = Buffer.from(page.html)
  const etag = `W/"${crypto.createHash('sha1').update(html).digest('base64url')}"`
  const open = await openEndedPage(page.html)
  if (open) {
    const bytes = open.head.length + open.end.length + open.brotli.length + open.deflate.length
    const empty = Buffer.alloc(0)
    return {
      status: page.status,
      headers: page.headers,
      etag,
      open,
      bodies: { br: empty, gzip: empty, identity: empty },
      bytes,
    }
  }
  // Compressed on libuv's threads, once per page and version, so a kept page costs no CPU to send.
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    gzip(html, { level: 6 }),
  ])
  return {
    status: page.status,
    headers: page.headers,
    etag,
    open: null,
    bodies: { br, gzip: gz, identity: html },
    bytes: html.length + br.length + gz.length,
  }
}

/** A page as the render made it, `ending` added at the end of its body, compressed on the way by the compression middleware. */
export function sendRendered(res: Response, page: RenderResponse, ending: string): void {
  res.status(page.status).set(page.headers)
  res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie' })
  const at = page.html.lastIndexOf('</body>')
  res.send(at < 0 ? page.html : `${page.html.slice(0, at)}${ending}${page.html.slice(at)}`)
}

/** Brotli when the browser takes it, then gzip: the server's order, among what the browser accepts. */
function preferredEncoding(req: Request): Encoding {
  const accepted = req.acceptsEncodings()
  if (accepted.includes('br')) return 'br'
  return accepted.includes('gzip') ? 'gzip' : 'identity'
}

function send(req: Request, res: Response, page: KeptPage, ending: () => string): void {
  const encoding = preferredEncoding(req)
  res.status(page.status).set(page.headers)
  res.set({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Cookie, Accept-Encoding',
    ETag: page.etag,
  })
  if (page.status === 200 && req.fresh) {
    res.status(304).end()
    return
  }
  if (encoding !== 'identity') res.set('Content-Encoding', encoding)
  const pieces = page.open ? closePage(page.open, encoding, ending()) : [page.bodies[encoding]]
  res.set('Content-Length', String(pieces.reduce((sum, piece) => sum + piece.length, 0)))
  if (req.method === 'HEAD') return void res.end()
  for (const piece of pieces.slice(0, -1)) res.write(piece)
  res.end(pieces.at(-1))
}

/**
 * Public pages rendered once and sent again while nothing they show has changed: the key is the
 * address in a fixed form and the language cookie, and a kept page is used only while the
 * catalogue version (asked of the database on every request, so an edit from any replica counts
 * at once) and the date are those it was rendered with. Each page is kept brotli- and
 * gzip-compressed as well, and requests for one page that is being rendered wait for that render.
 * Pages that set a cookie, and errors, are never kept; a request that may carry a session is
 * always rendered afresh and its page never kept.
 */
export function createRenderCache({
  catalogueVersion,
  today = todayInItaly,
  pageEnding = stampNow,
}: RenderCacheOptions) {
  const pages = createBoundedCache<KeptPage | RenderResponse>({
    maxBytes: MAX_STORED_BYTES,
    maxEntryBytes: MAX_PAGE_BYTES,
    maxEntries: MAX_STORED_PAGES,
    bytesOf: (page) => ('bytes' in page ? page.bytes : Buffer.byteLength(page.html)),
  })

  return async function respond(req: Request, res: Response, render: () => Promise<RenderResponse>): Promise<void> {
    // The key's language is the renderer's: both read the one parse of the request's cookies.
    const { languageCookie, mayCarrySession } = parsedRequest(req)
    if (languageCookie === null || mayCarrySession) return sendRendered(res, await render(), pageEnding())
    const key = `${languageCookie}\n${pageAddress(req.originalUrl)}`
    const version = `${await catalogueVersion()}\n${today()}`

    let renderedIn = 0
    const { value: page, source } = await pages.get(key, version, async () => {
      const started = performance.now()
      const rendered = await render()
      renderedIn = performance.now() - started
      const setsCookie = Object.keys(rendered.headers).some((name) => name.toLowerCase() === 'set-cookie')
      if (!KEPT_STATUSES.has(rendered.status) || setsCookie) return { value: rendered, keep: false }
      return { value: await keep(rendered), keep: true }
    })
    const timing = source === 'made' ? `page;desc="rendered";dur=${renderedIn.toFixed(1)}` : `page;desc="${source}"`
    res.set('Server-Timing', timing)
    if ('bodies' in page) return send(req, res, page, pageEnding)
    // Not kept (an error page, or a cookie set by the address itself, as `?lang=` does): sent as rendered.
    sendRendered(res, page, pageEnding())
  }
}

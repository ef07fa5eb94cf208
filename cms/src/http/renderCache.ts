import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request, Response } from 'express'

import { parsedRequest } from './parsedRequest'
import type { RenderResponse } from './storefront'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Memory for kept pages, all three encodings counted: a page of 212 cards is about 400 KB in all. */
const MAX_STORED_BYTES = 48 * 1024 * 1024
const MAX_STORED_PAGES = 1_000
/** Kept pages only: statuses whose page depends on nothing but the address and the catalogue. */
const KEPT_STATUSES = new Set([200, 301, 302, 308, 404, 410])

type Encoding = 'br' | 'gzip' | 'identity'

interface KeptPage {
  version: string
  status: number
  headers: Record<string, string>
  etag: string
  bodies: Record<Encoding, Buffer>
  bytes: number
}

export interface RenderCacheOptions {
  /** the catalogue's version, asked of the database: it changes with every committed edit */
  catalogueVersion: () => Promise<string>
  /** today's date where the dealer is; pages show dates (footer year, 'updated on') */
  today?: () => string
}

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

async function keep(page: RenderResponse, version: string): Promise<KeptPage> {
  const html = Buffer.from(page.html)
  // Compressed on libuv's threads, once per page and version, so a kept page costs no CPU to send.
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    gzip(html, { level: 6 }),
  ])
  const etag = `W/"${crypto.createHash('sha1').update(html).digest('base64url')}"`
  return {
    version,
    status: page.status,
    headers: page.headers,
    etag,
    bodies: { br, gzip: gz, identity: html },
    bytes: html.length + br.length + gz.length,
  }
}

/** Kept pages by key, least recently used first, within a byte and a count budget. */
class PageStore {
  private readonly pages = new Map<string, KeptPage>()
  private bytes = 0

  get(key: string): KeptPage | undefined {
    const page = this.pages.get(key)
    if (page) {
      this.pages.delete(key)
      this.pages.set(key, page)
    }
    return page
  }

  set(key: string, page: KeptPage): void {
    this.remove(key)
    if (page.bytes > MAX_STORED_BYTES / 8) return
    this.pages.set(key, page)
    this.bytes += page.bytes
    while (this.bytes > MAX_STORED_BYTES || this.pages.size > MAX_STORED_PAGES) {
      this.remove(this.pages.keys().next().value!)
    }
  }

  private remove(key: string): void {
    const page = this.pages.get(key)
    if (!page) return
    this.pages.delete(key)
    this.bytes -= page.bytes
  }
}

/** A page as the render made it, compressed on the way by the compression middleware. */
export function sendRendered(res: Response, page: RenderResponse): void {
  res.status(page.status).set(page.headers)
  res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie' })
  res.send(page.html)
}

/** Brotli when the browser takes it, then gzip: the server's order, among what the browser accepts. */
function preferredEncoding(req: Request): Encoding {
  const accepted = req.acceptsEncodings()
  if (accepted.includes('br')) return 'br'
  return accepted.includes('gzip') ? 'gzip' : 'identity'
}

function send(req: Request, res: Response, page: KeptPage): void {
  const encoding = preferredEncoding(req)
  const body = page.bodies[encoding]
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
  res.set('Content-Length', String(body.length))
  res.end(req.method === 'HEAD' ? undefined : body)
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
export function createRenderCache({ catalogueVersion, today = todayInItaly }: RenderCacheOptions) {
  const pages = new PageStore()
  const rendering = new Map<string, Promise<KeptPage | RenderResponse>>()

  return async function respond(req: Request, res: Response, render: () => Promise<RenderResponse>): Promise<void> {
    // The key's language is the renderer's: both read the one parse of the request's cookies.
    const { languageCookie, mayCarrySession } = parsedRequest(req)
    if (languageCookie === null || mayCarrySession) return sendRendered(res, await render())
    const key = `${languageCookie}\n${pageAddress(req.originalUrl)}`
    const version = `${await catalogueVersion()}\n${today()}`

    const kept = pages.get(key)
    if (kept?.version === version) {
      res.set('Server-Timing', 'page;desc="kept"')
      return send(req, res, kept)
    }

    // A request waits for a render of its own version only: one that began before an edit would
    // show the page as it was.
    const renderKey = `${version}\n${key}`
    let pending = rendering.get(renderKey)
    if (!pending) {
      pending = (async () => {
        const started = performance.now()
        const page = await render()
        res.set('Server-Timing', `page;desc="rendered";dur=${(performance.now() - started).toFixed(1)}`)
        const setsCookie = Object.keys(page.headers).some((name) => name.toLowerCase() === 'set-cookie')
        if (!KEPT_STATUSES.has(page.status) || setsCookie) return page
        const fresh = await keep(page, version)
        pages.set(key, fresh)
        return fresh
      })().finally(() => rendering.delete(renderKey))
      rendering.set(renderKey, pending)
    } else {
      res.set('Server-Timing', 'page;desc="shared"')
    }
    const result = await pending
    if ('bodies' in result) return send(req, res, result)
    // Not kept (an error page, or a cookie set by the address itself, as `?lang=` does): sent as rendered.
    sendRendered(res, result)
  }
}

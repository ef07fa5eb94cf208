import fs from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import express, { type Request, type RequestHandler, type Response, type Router } from 'express'
import expressStaticGzip from 'express-static-gzip'

import {
  clearTypedFieldsCookie,
  openTypedFields,
  TYPED_FIELDS_COOKIE,
  type TypedFields,
} from '../collections/Leads/typedFields'
import { parsedRequest } from './parsedRequest'
import { addSiteAliases } from './siteAliases'
import { sendRendered, stampNow } from './renderCache'

export interface RenderRequest {
  url: string
  cookies: Record<string, string>
  api: <T>(path: string) => Promise<T>
  template: string
  /** what the visitor typed in a form the server just refused, to show it again */
  returned?: TypedFields
}
export interface RenderResponse {
  status: number
  html: string
  headers: Record<string, string>
}
type RenderModule = { render: (request: RenderRequest) => Promise<RenderResponse> }

export type InternalApi = <T>(path: string) => Promise<T>

/** Sends what `render` makes of a request: at once, or through the render cache. */
export type RespondWithPage = (req: Request, res: Response, render: () => Promise<RenderResponse>) => Promise<void>

const renderEveryTime: RespondWithPage = async (_req, res, render) => sendRendered(res, await render(), stampNow())

function pageHandler(
  load: (req: Request) => Promise<{ module: RenderModule; template: string }>,
  api: InternalApi,
  respond: RespondWithPage = renderEveryTime,
  onError?: (error: Error) => void,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed')
      return
    }
    try {
      const { module, template } = await load(req)
      const { cookies } = parsedRequest(req)
      const url = req.originalUrl
      const returned = openTypedFields(cookies[TYPED_FIELDS_COOKIE])
      if (cookies[TYPED_FIELDS_COOKIE] !== undefined) {
        // This visitor's own page, rendered for them alone (never kept), and shown once.
        const page = await module.render({ url, cookies, api, template, returned: returned ?? undefined })
        res.append('Set-Cookie', clearTypedFieldsCookie)
        return renderEveryTime(req, res, () => Promise.resolve(page))
      }
      await respond(req, res, () => module.render({ url, cookies, api, template }))
    } catch (error) {
      onError?.(error as Error)
      next(error)
    }
  }
}

/**
 * `/index.html` is the template the pages are rendered into, not a page: a
 * visitor who types it gets the home page's address.
 */
const homeForIndexHtml: RequestHandler = (req, res) => {
  const query = req.originalUrl.indexOf('?')
  res.redirect(301, query === -1 ? '/' : `/${req.originalUrl.slice(query)}`)
}

/**
 * A bundle file that is not there (an old name a page still asks for after a
 * deploy) is a plain 404 that no cache keeps, not the HTML 404 page.
 */
const missingAsset: RequestHandler = (req, res) => {
  res.set('Cache-Control', 'no-store')
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Metodo non consentito')
    return
  }
  res.status(404).type('text/plain').send('File non trovato: ricarica la pagina')
}

/** Built files, sent as the build's brotli or gzip copy when the browser takes one. */
function precompressedFiles(
  folder: string,
  serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic'],
): RequestHandler {
  return expressStaticGzip(folder, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic })
}

/** Production: built assets with long-lived caching, then server-rendered pages. */
export async function productionStorefront(root: string, api: InternalApi, respond?: RespondWithPage): Promise<Router> {
  const clientDir = path.join(root, 'dist', 'client')
  const template = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8')
  const module = (await import(
    pathToFileURL(path.join(root, 'dist', 'server', 'entry-server.js')).href
  )) as RenderModule

  const router = express.Router()
  router.all('/index.html', homeForIndexHtml)
  addSiteAliases(router)
  router.use(
    '/assets',
    precompressedFiles(path.join(clientDir, 'assets'), { index: false, immutable: true, maxAge: '1y' }),
    missingAsset,
  )
  router.use(precompressedFiles(clientDir, { index: false, maxAge: '1d' }))
  router.use(pageHandler(() => Promise.resolve({ module, template }), api, respond))
  return router
}

/** Development: Vite in middleware mode with hot reload, on the same port. */
export async function developmentStorefront(root: string, api: InternalApi, server: Server): Promise<Router> {
  const { createServer } = await import('vite')
  const vite = await createServer({
    root,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
  })
  const router = express.Router()
  router.all('/index.html', homeForIndexHtml)
  addSiteAliases(router)
  router.use(vite.middlewares)
  router.use(
    pageHandler(
      async (req) => {
        const raw = await fs.readFile(path.join(root, 'index.html'), 'utf8')
        const template = await vite.transformIndexHtml(req.originalUrl, raw)
        const module = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as RenderModule
        return { module, template }
      },
      api,
      renderEveryTime,
      (error) => vite.ssrFixStacktrace(error),
    ),
  )
  return router
}

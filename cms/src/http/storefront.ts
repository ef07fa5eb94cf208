import fs from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse as parseCookie } from 'cookie'
import express, { type Request, type RequestHandler, type Router } from 'express'

export interface RenderRequest {
  url: string
  cookies: Record<string, string>
  api: <T>(path: string) => Promise<T>
  template: string
}
export interface RenderResponse {
  status: number
  html: string
  headers: Record<string, string>
}
type RenderModule = { render: (request: RenderRequest) => Promise<RenderResponse> }

export type InternalApi = <T>(path: string) => Promise<T>

function pageHandler(
  load: (req: Request) => Promise<{ module: RenderModule; template: string }>,
  api: InternalApi,
  onError?: (error: Error) => void,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed')
      return
    }
    try {
      const { module, template } = await load(req)
      const page = await module.render({
        url: req.originalUrl,
        cookies: parseCookie(req.headers.cookie ?? ''),
        api,
        template,
      })
      res.status(page.status).set(page.headers).set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Cookie',
      })
      res.send(page.html)
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

/** Production: built assets with long-lived caching, then server-rendered pages. */
export async function productionStorefront(root: string, api: InternalApi): Promise<Router> {
  const clientDir = path.join(root, 'dist', 'client')
  const template = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8')
  const module = (await import(
    pathToFileURL(path.join(root, 'dist', 'server', 'entry-server.js')).href
  )) as RenderModule

  const router = express.Router()
  router.all('/index.html', homeForIndexHtml)
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { index: false, immutable: true, maxAge: '1y' }),
    missingAsset,
  )
  router.use(express.static(clientDir, { index: false, maxAge: '1d' }))
  router.use(pageHandler(async () => ({ module, template }), api))
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
      (error) => vite.ssrFixStacktrace(error),
    ),
  )
  return router
}

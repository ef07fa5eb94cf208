import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RequestHandler } from 'express'
import next from 'next'

export interface NextConsole {
  handler: RequestHandler
  close: () => Promise<void>
}

/**
 * Payload's console (/cms) and its assets (/_next) run on Next inside this
 * process. Next is prepared in the background so the storefront is served
 * without waiting for it.
 */
export function nextConsole({ dir, dev, port, server }: { dir: string; dev: boolean; port: number; server: Server }): NextConsole {
  const app = next({ dev, dir, port, hostname: 'localhost', quiet: !dev, httpServer: server })
  const ready = app.prepare()
  ready.catch((error: unknown) => console.error('The /cms console could not start:', error))
  const handle = app.getRequestHandler()

  if (dev) {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (req.url?.startsWith('/_next/')) void ready.then(() => app.getUpgradeHandler()(req, socket, head))
    })
  }

  return {
    handler: async (req, res, nextMiddleware) => {
      try {
        await ready
        await handle(req, res)
      } catch (error) {
        nextMiddleware(error)
      }
    },
    close: async () => {
      await ready.catch(() => undefined)
      await app.close?.()
    },
  }
}

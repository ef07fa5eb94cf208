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
 * process.
 */
export function nextConsole({
  dir,
  dev,
  port,
  server,
}: {
  dir: string
  dev: boolean
  port: number
  server: Server
}): NextConsole {
  const app = next({ dev, dir, port, hostname: 'localhost', quiet: !dev, httpServer: server })
  let ready: Promise<void> | undefined
  // Next (and the console's own Payload instance) load on the first console request:
  // a site whose staff never opens /cms does not pay for them in memory or start time.
  const prepare = () => {
    ready ??= app.prepare().catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return ready
  }
  const handle = app.getRequestHandler()

  if (dev) {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (req.url?.startsWith('/_next/')) void prepare().then(() => app.getUpgradeHandler()(req, socket, head))
    })
  }

  return {
    handler: async (req, res, nextMiddleware) => {
      try {
        await prepare()
        await handle(req, res)
      } catch (error) {
        nextMiddleware(error)
      }
    },
    close: async () => {
      if (!ready) return
      await ready.catch(() => undefined)
      await app.close?.()
    },
  }
}

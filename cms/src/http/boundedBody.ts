import type { IncomingMessage } from 'node:http'

/**
 * After a refusal the rest of the body is read and dropped, up to this much, so
 * the client sees the answer instead of a reset connection; past it the
 * connection is closed.
 */
const DRAIN_BYTES = 64 * 1024 * 1024

export interface BoundedBody {
  /** The body as a web stream, which fails once it passes the limit. */
  stream: ReadableStream<Uint8Array>
  /** True once more than the limit arrived. */
  exceeded: () => boolean
  /** Reads and drops whatever the handler left unread. */
  discardRest: () => void
}

/**
 * A request body as a web stream that never holds more than a few chunks and
 * never passes `maxBytes`: past it the stream fails and the rest is dropped as
 * it arrives. The same happens when the reader gives up (cancel) or never reads.
 */
export function boundedBody(req: IncomingMessage, maxBytes: number): BoundedBody {
  let received = 0
  let exceeded = false
  let settled = false
  let discarding = false
  let controller!: ReadableStreamDefaultController<Uint8Array>

  const settle = (finish: () => void) => {
    if (settled) return
    settled = true
    finish()
  }
  const discardRest = () => {
    if (discarding) return
    discarding = true
    settle(() => controller.error(new Error('request body not read')))
    if (!req.complete) req.resume()
  }

  const onData = (chunk: Buffer) => {
    received += chunk.length
    if (discarding) {
      if (received > maxBytes + DRAIN_BYTES) req.destroy()
      return
    }
    if (received > maxBytes) {
      exceeded = true
      settle(() => controller.error(new Error('request body too large')))
      discardRest()
      return
    }
    controller.enqueue(chunk)
    if ((controller.desiredSize ?? 1) <= 0) req.pause()
  }

  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController
        req.on('data', onData)
        req.on('end', () => settle(() => controller.close()))
        req.on('error', (error) => settle(() => controller.error(error)))
        req.on('close', () => {
          if (!req.complete) settle(() => controller.error(new Error('request aborted by the client')))
        })
      },
      pull() {
        req.resume()
      },
      cancel() {
        discardRest()
      },
    },
    new CountQueuingStrategy({ highWaterMark: 8 }),
  )
  return { stream, exceeded: () => exceeded, discardRest }
}

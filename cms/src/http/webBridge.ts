import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'

/** The origin the request was made to, as the browser saw it. */
export function requestOrigin(req: ExpressRequest): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`
}

/** Turns an express request into a Fetch API Request, streaming the body. */
export function toWebRequest(req: ExpressRequest): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item))
    else headers.set(name, value)
  }
  if (req.ip) headers.set('x-real-ip', req.ip)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`${requestOrigin(req)}${req.originalUrl}`, {
    // Node answers a HEAD without the body by itself; the handlers only know GET.
    method: req.method === 'HEAD' ? 'GET' : req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as unknown as ReadableStream) : undefined,
    // Required by Node's fetch for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** Sends a Fetch API Response through express, streaming the body. */
export async function sendWebResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status)
  // A body the handler refused without reading (e.g. an upload over the limit) would
  // be taken as the next request on this connection: close it after the answer.
  if (!res.req.complete) res.setHeader('Connection', 'close')
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return
    res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('set-cookie', cookies)
  if (!response.body) {
    res.end()
    return
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as unknown as NodeReadableStream)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolve)
      .on('close', resolve)
  })
}

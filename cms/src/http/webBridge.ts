import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'

/** The origin the request was made to, as the browser saw it. */
export function requestOrigin(req: ExpressRequest): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`
}

/** Turns an express request into a Fetch API Request, streaming the body (bounded by the caller). */
export function toWebRequest(req: ExpressRequest, body: ReadableStream<Uint8Array> | undefined): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item))
    else headers.set(name, value)
  }
  if (req.ip) headers.set('x-real-ip', req.ip)
  // Payload accepts a session cookie without an Origin only with fetch metadata.
  // A client that sends neither is no browser (curl, scripts): no other site can
  // have made it send the cookie, and sameSiteOnly has refused the requests that were.
  if (!headers.has('origin') && !headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin')
  const hasBody = body !== undefined && req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`${requestOrigin(req)}${req.originalUrl}`, {
    // Node answers a HEAD without the body by itself; the handlers only know GET.
    method: req.method === 'HEAD' ? 'GET' : req.method,
    headers,
    body: hasBody ? body : undefined,
    // Required by Node's fetch for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  })
}

/** Sends a Fetch API Response through express, streaming the body. */
export async function sendWebResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status)
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

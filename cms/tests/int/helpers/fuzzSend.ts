import http from 'node:http'

import type { FuzzRequest } from './fuzzRequests'

export interface FuzzOutcome {
  request: FuzzRequest
  /** The HTTP status, or 0 when no answer came (connection error, timeout). */
  status: number
  body: string
  error?: string
}

/** One request on its own connection to 127.0.0.1, sent byte for byte as built. */
export function sendRaw(port: number, request: FuzzRequest, timeoutMs: number): Promise<FuzzOutcome> {
  return new Promise((resolve) => {
    let settled = false
    const settle = (outcome: Omit<FuzzOutcome, 'request'>) => {
      if (settled) return
      settled = true
      resolve({ request, ...outcome })
    }
    let outgoing: http.ClientRequest
    try {
      outgoing = http.request({
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent: false,
        timeout: timeoutMs,
      })
    } catch (error) {
      settle({ status: -1, body: '', error: `not sendable: ${(error as Error).message}` })
      return
    }
    outgoing.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        settle({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8', 0, 2000) }),
      )
      res.on('error', (error) => settle({ status: res.statusCode ?? 0, body: '', error: error.message }))
    })
    outgoing.on('timeout', () => {
      outgoing.destroy()
      settle({ status: 0, body: '', error: `no answer in ${timeoutMs} ms` })
    })
    // A server may answer before the whole body is sent and close; only a missing answer counts.
    outgoing.on('error', (error) => setTimeout(() => settle({ status: 0, body: '', error: error.message }), 200))
    if (request.body && request.chunked) {
      outgoing.write(request.body.subarray(0, Math.ceil(request.body.length / 2)))
      outgoing.end(request.body.subarray(Math.ceil(request.body.length / 2)))
    } else {
      outgoing.end(request.body)
    }
  })
}

/** Sends every request with at most `concurrency` in flight; answers come back in the requests' order. */
export async function sendAll(
  port: number,
  requests: FuzzRequest[],
  concurrency: number,
  timeoutMs: number,
): Promise<FuzzOutcome[]> {
  const outcomes: FuzzOutcome[] = new Array(requests.length)
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const index = next++
      outcomes[index] = await sendRaw(port, requests[index], timeoutMs)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return outcomes
}

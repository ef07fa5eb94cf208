import http from 'node:http'
import sharp from 'sharp'

import { encodeForm } from './rawHttp'

/** Held back until the answer comes: an answer that arrives first was given without the whole body. */
const HELD_BACK_BYTES = 64 * 1024

export interface EarlyAnswer {
  status: number
  body: string
  /** Whether the answer came while the end of the body was still held back by the client. */
  beforeBodyEnded: boolean
}

/** A server that waits for the whole body gets it after this long, so the test ends either way. */
const GIVE_UP_MS = 60_000

/**
 * Sends a body but its last 64 KB, then waits for the answer before sending them: a server that
 * reads (let alone decodes) the body cannot answer before it has all of it.
 */
export function sendHoldingTheEnd(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<EarlyAnswer> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    let ended = false
    const sendTheEnd = () => {
      if (ended) return
      ended = true
      request.end(body.subarray(body.length - HELD_BACK_BYTES))
    }
    const giveUp = setTimeout(sendTheEnd, GIVE_UP_MS)
    const request = http.request(
      {
        hostname,
        port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.length) },
        agent: false,
      },
      (res) => {
        const beforeBodyEnded = !ended
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), beforeBodyEnded })
          request.destroy()
        })
        res.on('error', reject)
        clearTimeout(giveUp)
        sendTheEnd()
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    request.write(body.subarray(0, body.length - HELD_BACK_BYTES))
  })
}

/** A multipart upload of one photo, as the panel sends it, ready to be written by hand. */
export async function photoUploadBody(field: string, name: string, data: Buffer) {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name)
  return encodeForm(form)
}

/** A valid 100-megapixel JPEG (10,000 × 10,000): seconds of decoding for any pipeline that opens it. */
export function hundredMegapixelPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#5a6e7f' } })
    .jpeg({ quality: 70 })
    .toBuffer()
}

/** A 24-megapixel phone-like photo (6,000 × 4,000) a visitor may send, a few MB with its grain. */
export function largeVisitorPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: '#8a7b6c',
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
}

export interface Probe {
  path: string
  status: number | 'timeout' | 'error'
}

/**
 * Asks each path over and over until `until` settles, each answer within `ceilingMs`; returns
 * every answer. The ceiling is generous: it tells "keeps answering" from "stalled for tens of
 * seconds"; the real figures are the bench's.
 */
export async function probeWhile(
  baseUrl: string,
  requests: { path: string; headers?: Record<string, string> }[],
  until: Promise<unknown>,
  ceilingMs: number,
): Promise<Probe[]> {
  let done = false
  void until.finally(() => (done = true))
  const answers: Probe[] = []
  while (!done || answers.length === 0) {
    for (const { path, headers } of requests) {
      try {
        const response = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(ceilingMs) })
        await response.arrayBuffer()
        answers.push({ path, status: response.status })
      } catch (error) {
        answers.push({ path, status: (error as Error).name === 'TimeoutError' ? 'timeout' : 'error' })
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return answers
}

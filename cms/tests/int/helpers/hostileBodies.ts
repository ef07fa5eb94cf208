import fs from 'node:fs'
import http from 'node:http'

export interface StreamedAnswer {
  status: number
  body: string
  /** Bytes of the body written before the answer arrived. */
  sent: number
  milliseconds: number
}

/**
 * Sends a body of `totalBytes` in chunks, as a client that keeps writing until
 * the server answers (with Content-Length or chunked), and stops writing at the
 * answer. Resolves with the answer; rejects if the connection ends without one.
 */
export function streamBody(
  baseUrl: string,
  path: string,
  options: {
    method?: string
    headers?: Record<string, string>
    totalBytes: number
    declareLength?: boolean
    chunk?: Buffer
    localAddress?: string
  },
): Promise<StreamedAnswer> {
  const { hostname, port } = new URL(baseUrl)
  const chunk = options.chunk ?? Buffer.alloc(64 * 1024, 0x61)
  const headers = { ...options.headers }
  if (options.declareLength !== false) headers['content-length'] = String(options.totalBytes)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request(
      {
        hostname,
        port,
        path,
        method: options.method ?? 'POST',
        headers,
        agent: false,
        localAddress: options.localAddress,
      },
      (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (data: Buffer) => chunks.push(data))
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            sent,
            milliseconds: performance.now() - started,
          })
          request.destroy()
        })
        res.on('error', reject)
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered && error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    request.on('close', () => {
      if (!answered) setTimeout(() => reject(new Error(`connection closed after ${sent} bytes without an answer`)), 50)
    })
    const write = () => {
      while (!answered && sent < options.totalBytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, options.totalBytes - sent))
        sent += part.length
        if (!request.write(part)) {
          request.once('drain', write)
          return
        }
      }
      if (!answered) request.end()
    }
    write()
  })
}

/** The resident memory of a process, from /proc (MB). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

/** CPU time used so far by a process's main thread, the one running its event loop (ms). */
export function mainThreadCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** Runs `work` while sampling a process's RSS every 20 ms; gives the peak and the baseline before. */
export async function peakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; baseMb: number; peakMb: number }> {
  const baseMb = rssMb(pid)
  let peakMb = baseMb
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 20)
  try {
    const result = await work()
    peakMb = Math.max(peakMb, rssMb(pid))
    return { result, baseMb, peakMb }
  } finally {
    clearInterval(timer)
  }
}

/** Asks `url` again and again while `work` runs; gives the answers' worst latency (ms) and their statuses. */
export async function worstLatency<T>(
  url: string,
  work: () => Promise<T>,
): Promise<{ result: T; worstMs: number; statuses: number[] }> {
  let running = true
  let worstMs = 0
  const statuses: number[] = []
  const probe = (async () => {
    while (running) {
      const started = performance.now()
      const response = await fetch(url)
      await response.arrayBuffer()
      worstMs = Math.max(worstMs, performance.now() - started)
      statuses.push(response.status)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })()
  try {
    return { result: await work(), worstMs, statuses }
  } finally {
    running = false
    await probe
  }
}

/** A url-encoded body of `count` fields named `name`, e.g. 60,000 repeated `username` fields. */
export function repeatedFields(name: string, count: number): Buffer {
  return Buffer.from(Array.from({ length: count }, (_, i) => `${name}=${i}`).join('&'))
}

/** A multipart body of `count` text fields named `name`, with its content type. */
export function repeatedParts(name: string, count: number): { body: Buffer; contentType: string } {
  const boundary = 'fields-boundary-7d1'
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`
  return {
    body: Buffer.from(part.repeat(count) + `--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

import http from 'node:http'

export type Door = 'panel' | 'console'

export interface Attempt {
  /** A loopback address to connect from (127.0.0.2, 127.0.0.3... are all loopback on Linux). */
  from: string
  username: string
  password: string
  door?: Door
  cookie?: string
  headers?: Record<string, string>
}

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  json: unknown
  /** name → value of each Set-Cookie. */
  cookies: Map<string, string>
  /** Milliseconds from sending to the end of the answer. */
  ms: number
}

/** The body a door expects: the panel's JSON, or the console form's multipart with a `_payload` field. */
async function encode(door: Door, username: string, password: string) {
  if (door === 'panel') {
    return {
      path: '/api/admin/login',
      type: 'application/json',
      body: Buffer.from(JSON.stringify({ username, password })),
    }
  }
  const form = new FormData()
  form.append('_payload', JSON.stringify({ username, password }))
  const encoded = new Response(form)
  return {
    path: '/api/users/login',
    type: encoded.headers.get('content-type')!,
    body: Buffer.from(await encoded.arrayBuffer()),
  }
}

/** One request on its own connection from the given local address. */
export function requestFrom(
  baseUrl: string,
  from: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let json: unknown = null
        try {
          json = JSON.parse(text)
        } catch {
          // not JSON: the test looks at `text`
        }
        const cookies = new Map(
          (res.headers['set-cookie'] ?? []).map((line) => {
            const pair = line.split(';', 1)[0]
            const at = pair.indexOf('=')
            return [pair.slice(0, at), pair.slice(at + 1)] as [string, string]
          }),
        )
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          json,
          cookies,
          ms: performance.now() - started,
        })
      })
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** A sign-in through the panel's or the console's door. */
export async function attempt(baseUrl: string, { from, username, password, door = 'panel', cookie, headers }: Attempt) {
  const { path, type, body } = await encode(door, username, password)
  return requestFrom(baseUrl, from, path, {
    method: 'POST',
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}), ...headers },
    body,
  })
}

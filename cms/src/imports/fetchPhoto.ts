import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

import { MAX_UPLOAD_BYTES } from '../lib/images/prepareImage'

const TIMEOUT_MS = 20_000
const MAX_REDIRECTS = 3

/** A photo URL the import will not fetch, with the reason shown on the row. */
export class PhotoUrlRefused extends Error {}

/**
 * Addresses a photo URL may never reach: this machine, the private networks, link-local (the
 * clouds' metadata service), CGNAT, multicast and the unspecified addresses, in IPv4 and IPv6.
 */
const BLOCKED = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv4')
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv6')
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return BLOCKED.check(mapped[1], 'ipv4')
  return BLOCKED.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4')
}

/**
 * The lookup the connection uses: the name is resolved once and the address checked is the
 * one connected to, so a name that changes its answer between check and connection gains nothing.
 */
function checkedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4)
      const usable = addresses.find((entry) => allowPrivate || !isPrivateAddress(entry.address))
      if (!usable) return callback(new PhotoUrlRefused('indirizzo privato o locale non ammesso'), '', 4)
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [usable])
      callback(null, usable.address, usable.family)
    })
  }
}

/** A URL the import may fetch: http(s), no credentials, a host that is not a private address literal. */
export function checkPhotoUrl(text: string, allowedHosts: string[]): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new PhotoUrlRefused('indirizzo non valido')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PhotoUrlRefused('solo indirizzi http o https')
  if (url.username || url.password) throw new PhotoUrlRefused('indirizzo con credenziali non ammesso')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (net.isIP(host) && isPrivateAddress(host) && !allowedHosts.includes(host.toLowerCase())) {
    throw new PhotoUrlRefused('indirizzo privato o locale non ammesso')
  }
  return url
}

function get(url: URL, allowedHosts: string[]): Promise<http.IncomingMessage> {
  const allowPrivate = allowedHosts.includes(url.hostname.replace(/^\[|\]$/g, '').toLowerCase())
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: checkedLookup(allowPrivate), timeout: TIMEOUT_MS, headers: { accept: 'image/*' } },
      resolve,
    )
    request.on('timeout', () => request.destroy(new PhotoUrlRefused('nessuna risposta entro 20 secondi')))
    request.on('error', reject)
  })
}

/**
 * Fetches a photo for an import: http(s) only, never to a loopback, private or link-local address
 * (checked on the address connected to, redirects included), at most 50 MB and 20 seconds.
 * `allowedHosts` (IMPORT_PHOTO_HOSTS) lifts the address check for named hosts, for tests.
 */
export async function fetchPhoto(
  text: string,
  allowedHosts: string[],
): Promise<{ name: string; type: string; data: Buffer }> {
  let url = checkPhotoUrl(text, allowedHosts)
  const deadline = AbortSignal.timeout(TIMEOUT_MS)
  for (let redirects = 0; ; redirects++) {
    const response = await get(url, allowedHosts).catch((error: Error) => {
      throw error instanceof PhotoUrlRefused
        ? error
        : new PhotoUrlRefused(`non raggiungibile (${error.message.slice(0, 80)})`)
    })
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume()
      if (redirects >= MAX_REDIRECTS) throw new PhotoUrlRefused('troppi reindirizzamenti')
      url = checkPhotoUrl(new URL(response.headers.location, url).href, allowedHosts)
      continue
    }
    if (status !== 200) {
      response.resume()
      throw new PhotoUrlRefused(`risposta ${status}`)
    }
    if (Number(response.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
      response.destroy()
      throw new PhotoUrlRefused(`più di ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > MAX_UPLOAD_BYTES) {
        response.destroy()
        throw new PhotoUrlRefused(`più di ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
      }
      if (deadline.aborted) {
        response.destroy()
        throw new PhotoUrlRefused('scaricamento oltre 20 secondi')
      }
      chunks.push(chunk)
    }
    const name = decodeURIComponent(url.pathname.split('/').pop() || 'foto.jpg').slice(0, 200) || 'foto.jpg'
    return {
      name: name.replace(/[^\p{L}\p{N}._ -]/gu, '_'),
      type: String(response.headers['content-type'] ?? ''),
      data: Buffer.concat(chunks),
    }
  }
}

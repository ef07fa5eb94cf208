import net from 'node:net'
import type { PayloadRequest } from 'payload'

/**
 * One spelling per client address, so that a client counts under one throttle
 * key whichever way it arrives: a dual-stack socket reports an IPv4 client as
 * '::ffff:192.0.2.1', a proxy's X-Forwarded-For as '192.0.2.1'; IPv6 may come
 * with capitals, leading zeros or unshortened groups.
 */
export function canonicalAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped && net.isIPv4(mapped[1])) return mapped[1]
  if (!net.isIPv6(address)) return address
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1)
  // The URL form writes an IPv4-mapped address in hexadecimal: back to dotted form.
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical)
  if (!hexMapped) return canonical
  const [high, low] = [parseInt(hexMapped[1], 16), parseInt(hexMapped[2], 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/**
 * The address the request came from. The express bridge sets X-Real-IP from
 * the socket, or from X-Forwarded-For only through the proxies TRUST_PROXY
 * names, and replaces whatever the client sent under that name.
 */
export function clientAddress(req: Pick<PayloadRequest, 'headers'>): string {
  const address = req.headers.get('x-real-ip')
  return address ? canonicalAddress(address) : 'unknown'
}

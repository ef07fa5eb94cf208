import crypto from 'node:crypto'
import { serialize } from 'cookie'

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device
 * cookies": proof that this browser signed in as this username before. It is
 * `<username>.<nonce>.<signature>`, the username base64url-encoded, the
 * signature an HMAC of both with the server secret, so it cannot be made up
 * or moved to another username. It is only sent to the API.
 */
export const DEVICE_COOKIE = 'login-device'
const PATH = '/api'
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const NONCE_BYTES = 16

export interface Device {
  username: string
  nonce: string
}

function signature(secret: string, username: string, nonce: string): Buffer {
  return crypto.createHmac('sha256', secret).update(`${DEVICE_COOKIE}\n${username}\n${nonce}`).digest()
}

/** A new cookie value for this username, with a fresh nonce. */
export function issueDevice(secret: string, username: string): string {
  const nonce = crypto.randomBytes(NONCE_BYTES).toString('base64url')
  const name = Buffer.from(username, 'utf8').toString('base64url')
  return `${name}.${nonce}.${signature(secret, username, nonce).toString('base64url')}`
}

/** The device a cookie value stands for, or null when it is malformed or not signed by this server. */
export function readDevice(secret: string, value: string | undefined): Device | null {
  const parts = value?.split('.')
  if (!parts || parts.length !== 3 || parts.some((part) => !/^[\w-]{1,400}$/.test(part))) return null
  const [name, nonce, signed] = parts
  const username = Buffer.from(name, 'base64url').toString('utf8')
  const expected = signature(secret, username, nonce)
  const given = Buffer.from(signed, 'base64url')
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? { username, nonce } : null
}

/** The Set-Cookie line: HttpOnly, SameSite=Lax, Secure on https, kept for a year. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return serialize(DEVICE_COOKIE, value, {
    maxAge: MAX_AGE_SECONDS,
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  })
}

import type { IncomingMessage } from 'node:http'
import { parse as parseCookie } from 'cookie'

/** A session cookie or token is present; whether it is valid is for Payload to say. */
export function carriesCredentials(req: IncomingMessage): boolean {
  return Boolean(req.headers.authorization) || parseCookie(req.headers.cookie ?? '')['payload-token'] !== undefined
}

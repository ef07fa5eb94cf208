import type { IncomingMessage } from 'node:http'

/** A session cookie or token is present; whether it is valid is for Payload to say. */
export function carriesCredentials(req: IncomingMessage): boolean {
  return Boolean(req.headers.authorization) || /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')
}

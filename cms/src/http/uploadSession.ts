import type { Request } from 'express'
import { executeAuthStrategies, type Payload } from 'payload'

import { carriesCredentials } from './credentials'
import { toWebRequest } from './webBridge'

/** Whether a request carries a session Payload accepts now. */
export type SessionCheck = (req: Request) => Promise<boolean>

/**
 * Payload's own check, run before a byte of the body is read: the token's signature and expiry,
 * the user it names, and that its session is still open. These are the strategies `payload.auth`
 * runs, without the permissions it then computes (the handler does that again anyway), on the
 * headers as Payload's REST will see them. A request with nothing that looks like a session costs
 * no query.
 */
export function payloadSessionCheck(payload: Payload): SessionCheck {
  return async (req) => {
    if (!carriesCredentials(req)) return false
    try {
      const headers = toWebRequest(req, undefined).headers
      const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
      return Boolean(user)
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'Session check before an upload failed' })
      return false
    }
  }
}

import type { PayloadRequest } from 'payload'

import { clientAddress } from '../auth/clientAddress'
import { recordAudit } from './recordAudit'

/** While the throttle refuses an address, at most one entry a minute records its refused attempts. */
const THROTTLED_ENTRY_EVERY_MS = 60_000

export type SignInFailure = 'credentials' | 'throttled'

async function failureRecordedRecently(req: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'audit-log',
    where: {
      action: { equals: 'auth.signInFailed' },
      address: { equals: clientAddress(req) },
      createdAt: { greater_than: new Date(Date.now() - THROTTLED_ENTRY_EVERY_MS).toISOString() },
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * A refused sign-in, with the username tried. A wrong password is bounded by the throttle itself;
 * attempts the throttle refuses cost nothing to send, so while they go on an address adds at most
 * one entry a minute and the log cannot be flooded.
 */
export async function recordSignInFailure(req: PayloadRequest, username: string, reason: SignInFailure) {
  try {
    if (reason === 'throttled' && (await failureRecordedRecently(req))) return
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Audit log: recent sign-in failures not counted' })
  }
  await recordAudit(req, {
    action: 'auth.signInFailed',
    account: null,
    username,
    target: username,
    details: { reason },
  })
}

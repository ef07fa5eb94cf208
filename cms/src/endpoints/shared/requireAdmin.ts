import type { PayloadRequest, TypedUser } from 'payload'
import { APIError } from 'payload'

import { userIsAdmin } from '../../access/isAdmin'

export const SESSION_REQUIRED_MESSAGE = 'Sessione scaduta o assente: accedi di nuovo.'

/** The signed-in administrator, or a 401 the panel turns into a redirect to the login page. */
export function requireAdmin(req: PayloadRequest): TypedUser {
  if (!req.user || !userIsAdmin(req)) throw new APIError(SESSION_REQUIRED_MESSAGE, 401, null, true)
  return req.user
}

import type { PayloadRequest, TypedUser } from 'payload'
import { APIError } from 'payload'

import type { OwnerOnlyAction } from '@autosalone/domain/staff/roles'
import { userIsAdmin, userMay } from '../../access/isAdmin'

export const SESSION_REQUIRED_MESSAGE = 'Sessione scaduta o assente: accedi di nuovo.'
export const OWNER_ONLY_MESSAGE = 'Solo il titolare può farlo.'

/** The signed-in staff account, or a 401 the panel turns into a redirect to the login page. */
export function requireAdmin(req: PayloadRequest): TypedUser {
  if (!req.user || !userIsAdmin(req)) throw new APIError(SESSION_REQUIRED_MESSAGE, 401, null, true)
  return req.user
}

/** The signed-in owner; a salesperson gets a 403 (the session is fine, the role is not). */
export function requireOwner(req: PayloadRequest, action: OwnerOnlyAction): TypedUser {
  const user = requireAdmin(req)
  if (!userMay(req, action)) throw new APIError(OWNER_ONLY_MESSAGE, 403, null, true)
  return user
}

import type { CollectionBeforeLoginHook } from 'payload'
import { AuthenticationError } from 'payload'

/**
 * A disabled account signs in nowhere: the same answer as a wrong password (after the password
 * was checked), so a sign-in tells nobody which accounts exist or are disabled.
 */
export const refuseDisabled: CollectionBeforeLoginHook = ({ user, req }) => {
  if ((user as { disabled?: boolean | null }).disabled === true) throw new AuthenticationError(req.t)
  return user
}

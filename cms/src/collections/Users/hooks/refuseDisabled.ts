import type { CollectionBeforeLoginHook } from 'payload'
import { AuthenticationError } from 'payload'

/**
 * A disabled account signs in nowhere: the same answer as a wrong password (after the password
 * was checked), so a sign-in tells nobody which accounts exist or are disabled.
 */
export const refuseDisabled: CollectionBeforeLoginHook = ({ user, req }) => {
  const account = user as { disabled?: boolean | null }
  if (account.disabled === true) throw new AuthenticationError(req.t)
  // Nothing returned: Payload goes on with the account as it was.
}

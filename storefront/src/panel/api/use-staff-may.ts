import { staffMay, type OwnerOnlyAction } from '@autosalone/domain/staff/roles'
import { useSignedInUser } from '@/panel/api/signed-in-user'

/**
 * Whether the signed-in account may take an owner-only action, for hiding what it cannot do.
 * The server checks every request anyway; until the account is known nothing owner-only shows.
 */
export function useStaffMay(action: OwnerOnlyAction): boolean {
  const { data: user } = useSignedInUser()
  return staffMay(user ?? null, action)
}

import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { isActiveStaff, staffMay, type OwnerOnlyAction } from '@autosalone/domain/staff/roles'

type StaffUser = { collection?: string; role?: string; disabled?: boolean | null }

const staffUser = (req: Pick<PayloadRequest, 'user'>) => {
  const user = req.user as StaffUser | null | undefined
  return user?.collection === 'users' ? user : null
}

/** A signed-in, enabled staff account of either role ('titolare' or 'venditore'). */
export function userIsAdmin(req: Pick<PayloadRequest, 'user'>): boolean {
  return isActiveStaff(staffUser(req))
}

/** A staff account allowed the owner-only action (today: the 'titolare'). */
export function userMay(req: Pick<PayloadRequest, 'user'>, action: OwnerOnlyAction): boolean {
  return staffMay(staffUser(req), action)
}

export const isAdmin: Access = ({ req }) => userIsAdmin(req)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req)

/** Collection or global access for an owner-only action. */
export const ownerMay =
  (action: OwnerOnlyAction): Access =>
  ({ req }) =>
    userMay(req, action)

/** Field access for an owner-only action. */
export const ownerMayField =
  (action: OwnerOnlyAction): FieldAccess =>
  ({ req }) =>
    userMay(req, action)

/**
 * Delete access of a collection with a trash: any staff member moves a record to the trash (an
 * update Payload checks against `delete`, passing the new `deletedAt`); deleting for good is the owner's.
 */
export const trashOrOwnerDelete: Access = ({ req, data }) =>
  userMay(req, 'records.deletePermanently') ||
  (userIsAdmin(req) && (data as { deletedAt?: unknown } | undefined)?.deletedAt != null)

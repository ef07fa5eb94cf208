import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** The one role of the product: a signed-in dealer administrator. */
export function userIsAdmin(req: Pick<PayloadRequest, 'user'>): boolean {
  const user = req.user as { collection?: string; role?: string } | null | undefined
  return user?.collection === 'users' && user.role === 'admin'
}

export const isAdmin: Access = ({ req }) => userIsAdmin(req)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req)

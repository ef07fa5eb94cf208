import { z } from 'zod'

/** The two staff roles: the owner ('Titolare') may do everything, a salesperson ('Venditore') cars, photos and leads. */
export const staffRole = z.enum(['titolare', 'venditore'])
export type StaffRole = z.infer<typeof staffRole>

/**
 * What only the owner may do. Everything not named here (cars, photos, their trash, imports,
 * leads) is open to every active staff account.
 */
export const ownerOnlyActions = [
  'settings.write',
  'users.manage',
  'channels.manage',
  'imports.undo',
  'backups.read',
  'records.deletePermanently',
  'leads.exportPersonalData',
  'audit.read',
] as const
export type OwnerOnlyAction = (typeof ownerOnlyActions)[number]

/** The signed-in account as far as permissions go. */
export interface StaffMember {
  role?: unknown
  disabled?: unknown
}

/** An account that may use the panel at all: a known role and not disabled. */
export function isActiveStaff(user: StaffMember | null | undefined): boolean {
  return !!user && staffRole.safeParse(user.role).success && user.disabled !== true
}

/** Whether the account may take this owner-only action. */
export function staffMay(user: StaffMember | null | undefined, _action: OwnerOnlyAction): boolean {
  return isActiveStaff(user) && user!.role === 'titolare'
}

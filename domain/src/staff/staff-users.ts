import { z } from 'zod'

import { staffRole } from './roles'

export const MIN_PASSWORD_LENGTH = 10
export const MAX_PASSWORD_LENGTH = 128

const password = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH)
const username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,40}$/)
const name = z.string().trim().min(1).max(80)
const email = z.email().max(200)

/** One staff account as `GET /api/admin/users` lists it. */
export const staffUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: staffRole,
  disabled: z.boolean(),
  createdAt: z.string(),
})
export type StaffUser = z.infer<typeof staffUser>

/** `POST /api/admin/users`: a new account; the first password is generated and answered once. */
export const newStaffUserInput = z.object({
  name,
  username,
  role: staffRole,
  email: email.optional(),
})
export type NewStaffUserInput = z.infer<typeof newStaffUserInput>

/** `PATCH /api/admin/users/:id`: any of these; `password: true` resets it to a generated one, answered once. */
export const staffUserPatch = z
  .object({
    name: name.optional(),
    email: email.nullable().optional(),
    role: staffRole.optional(),
    disabled: z.boolean().optional(),
    password: z.union([z.literal(true), password]).optional(),
  })
  .strict()
export type StaffUserPatch = z.infer<typeof staffUserPatch>

/** `POST /api/admin/me/password`: the current password and the new one. */
export const ownPasswordChange = z.object({
  currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  newPassword: password,
})

/** The answer that carries a generated password, shown once and never again. */
export const staffUserWithPassword = staffUser.extend({ password: z.string() })
export type StaffUserWithPassword = z.infer<typeof staffUserWithPassword>

/** `GET /api/admin/users`: every staff account. */
export const staffUsersAnswer = z.object({ docs: z.array(staffUser) })
export type StaffUsersAnswer = z.infer<typeof staffUsersAnswer>

/** `PATCH /api/admin/users/:id`: the account as changed, with its new password when it was reset (`password: true`). */
export const staffUserUpdateAnswer = staffUser.extend({ password: z.string().optional() })
export type StaffUserUpdateAnswer = z.infer<typeof staffUserUpdateAnswer>

/** The account a browser is signed in as, as far as the panel reads it. */
export const signedInUser = staffUser.pick({ id: true, username: true, name: true, role: true })
export type SignedInUser = z.infer<typeof signedInUser>

/** `GET /api/users/me` (Payload's own): the account, or null for a browser signed in as nobody. */
export const signedInUserAnswer = z.object({ user: signedInUser.nullable() })

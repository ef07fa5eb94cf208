import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'
import type { z } from 'zod'

import { staffUser, type StaffUser } from '@autosalone/domain/staff/staff-users'
import type { User } from '../../../payload-types'
import { invalidInput } from '../../shared/errorResponse'

export const USER_NOT_FOUND = 'Utente non trovato'

const FIELD_MESSAGES: Record<string, string> = {
  name: 'Nome: da 1 a 80 caratteri',
  username: 'Username: da 3 a 40 tra lettere minuscole, cifre, punto, trattino e trattino basso',
  role: 'Ruolo: titolare o venditore',
  email: 'E-mail non valida',
  disabled: 'Disattivato: vero o falso',
  password: 'Password: da 10 a 128 caratteri',
  newPassword: 'Nuova password: da 10 a 128 caratteri',
  currentPassword: 'Password attuale mancante',
}

/** The body parsed by the schema, or a 400 with one message per field. */
export function parseBody<T>(schema: z.ZodType<T>, fields: Record<string, unknown>): T {
  const parsed = schema.safeParse(fields)
  if (parsed.success) return parsed.data
  const names = [
    ...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? ('keys' in issue ? issue.keys[0] : '')))),
  ]
  throw invalidInput(
    'Dati non validi',
    names.map((field) => ({ field, message: FIELD_MESSAGES[field] ?? `Campo non ammesso: ${field}` })),
  )
}

export function staffView(user: User): StaffUser {
  return staffUser.parse({
    id: user.id,
    username: user.username ?? '',
    name: user.name ?? null,
    email: user.email ?? null,
    role: user.role,
    disabled: user.disabled === true,
    createdAt: user.createdAt,
  })
}

export async function findStaff(req: PayloadRequest, id: number): Promise<User> {
  const user = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    disableErrors: true,
    user: req.user,
    overrideAccess: false,
    req,
  })
  if (!user) throw new APIError(USER_NOT_FOUND, 404, null, true)
  return user
}

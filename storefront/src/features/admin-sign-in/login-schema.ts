import { z } from 'zod'
import type { AdminT } from '@/panel/i18n/use-admin-translation'

/** Both fields are required; the server decides whether they are right. */
export function loginSchema(t: AdminT) {
  return z.object({
    username: z.string().trim().min(1, t('login.usernameRequired')),
    password: z.string().min(1, t('login.passwordRequired')),
  })
}

export type LoginValues = z.infer<ReturnType<typeof loginSchema>>

import { ApiError } from '@/lib/api-client'
import { readErrorBody } from '@/panel/api/error-body'
import type { AdminT } from '@/panel/i18n/use-admin-translation'

/** The sentence under 'Accesso negato': wrong credentials, the login throttle's wait said plainly, or the cause. */
export function loginFailureText(error: unknown, t: AdminT): string {
  if (!(error instanceof ApiError)) return t('login.deniedDescription')
  if (error.status === 401 || error.status === 400) return t('login.deniedDescription')
  const serverText = readErrorBody(error).message
  if (error.status === 429) return serverText ?? t('login.lockedDescription')
  return serverText ?? error.message
}

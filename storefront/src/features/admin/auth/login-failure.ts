import { ApiError } from '../../../lib/api-client'
import { readErrorBody } from '../api/error-body'
import type { AdminT } from '../i18n/use-admin-translation'

/** Answers of a locked account: Payload's lockout (423) and the address rate limit (429). */
const lockedStatuses = new Set([423, 429])

/** The sentence under 'Accesso negato': wrong credentials, a lockout said plainly, or the cause. */
export function loginFailureText(error: unknown, t: AdminT): string {
  if (!(error instanceof ApiError)) return t('login.deniedDescription')
  if (error.status === 401 || error.status === 400) return t('login.deniedDescription')
  const serverText = readErrorBody(error).message
  if (lockedStatuses.has(error.status)) return serverText ?? t('login.lockedDescription')
  return serverText ?? error.message
}

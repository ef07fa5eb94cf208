import crypto from 'node:crypto'
import type { Endpoint, PayloadRequest } from 'payload'

import { ownPasswordChange } from '@autosalone/domain/staff/staff-users'
import { recordAudit } from '../../audit/recordAudit'
import { hashLikePayload } from '../../auth/decoyPasswordCheck'
import { BODY_LIMITS } from '../../lib/requestLimits'
import { answerErrorsAsJson, invalidInput } from '../shared/errorResponse'
import { readRequestBody } from '../shared/readRequestBody'
import { requireAdmin } from '../shared/requireAdmin'
import { inOneTransaction } from '../shared/saveTransaction'
import { currentSessionId, endSessions } from './users/sessions'
import { parseBody } from './users/staffAnswers'

const WRONG_CURRENT_PASSWORD = 'La password attuale non è corretta.'

/** Whether the password is the account's, checked against its stored hash (no session is started). */
async function passwordMatches(req: PayloadRequest, userId: number, password: string): Promise<boolean> {
  const stored = await req.payload.db.findOne<{ id: number; hash?: string | null; salt?: string | null }>({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })
  if (!stored?.hash || !stored.salt) return false
  const expected = Buffer.from(stored.hash)
  const given = Buffer.from(await hashLikePayload(password, stored.salt))
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}

/**
 * POST /api/admin/me/password {currentPassword, newPassword}: the signed-in account's own
 * password. Every other session of the account ends; this one goes on.
 */
export const changeOwnPassword: Endpoint = {
  path: '/admin/me/password',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    const user = requireAdmin(req)
    const { fields } = await readRequestBody(req, { maxBytes: BODY_LIMITS.text })
    const { currentPassword, newPassword } = parseBody(ownPasswordChange, fields)
    if (!(await passwordMatches(req, user.id, currentPassword))) {
      throw invalidInput(WRONG_CURRENT_PASSWORD, [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }])
    }
    await inOneTransaction(req, async () => {
      await req.payload.update({
        collection: 'users',
        id: user.id,
        data: { password: newPassword },
        depth: 0,
        // Staff change only their own password, which the Users collection's access leaves to the owner.
        overrideAccess: true,
        req,
      })
      await endSessions(req, user.id, currentSessionId(req))
    })
    return Response.json({ message: 'Password cambiata.' })
  }),
}

/** POST /api/admin/me/logout-all: ends every session of the account, on every device, this one included. */
export const logoutEverywhere: Endpoint = {
  path: '/admin/me/logout-all',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    const user = requireAdmin(req)
    await endSessions(req, user.id)
    await recordAudit(req, { action: 'auth.signOutEverywhere' })
    return Response.json({ message: 'Disconnesso da tutti i dispositivi.' })
  }),
}

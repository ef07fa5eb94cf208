import type { Endpoint } from 'payload'
import { APIError, AuthenticationError, LockedAuth } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { Users } from '../../collections/Users'
import { answerErrorsAsJson } from '../shared/errorResponse'
import { readRequestBody } from '../shared/readRequestBody'

const WRONG_CREDENTIALS = 'Username o password non corretti.'
const lockMinutes = Math.round((Users.auth as { lockTime: number }).lockTime / 60_000)
const LOCKED = `Account bloccato dopo troppi tentativi non riusciti. Riprova tra ${lockMinutes} minuti.`
const MAX_CREDENTIAL_LENGTH = 256

function credential(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_CREDENTIAL_LENGTH ? value : null
}

/**
 * POST /api/admin/login {username, password}: signs in with Payload's users
 * auth and sets the same `payload-token` cookie the /cms console uses, so one
 * sign-in serves both. Payload locks the account after 5 wrong passwords.
 */
export const login: Endpoint = {
  path: '/admin/login',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    const body = await readRequestBody(req, { maxBytes: 64 * 1024 })
    const username = credential(body.fields.username)
    const password = credential(body.fields.password)
    if (!username || !password) throw new APIError('Inserisci username e password.', 400, null, true)

    let result
    try {
      result = await req.payload.login({ collection: 'users', data: { username, password }, depth: 0, req })
    } catch (error) {
      if (error instanceof LockedAuth) throw new APIError(LOCKED, 423, null, true)
      if (error instanceof AuthenticationError) throw new APIError(WRONG_CREDENTIALS, 401, null, true)
      throw error
    }
    const cookie = generatePayloadCookie({
      collectionAuthConfig: req.payload.collections.users.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token: result.token!,
    })
    return Response.json(
      { user: { id: result.user!.id, username: result.user!.username } },
      { headers: { 'Set-Cookie': cookie } },
    )
  }),
}

import type { Endpoint } from 'payload'

import { readCredentials } from '../../auth/readCredentials'
import { signIn, TooManyAttempts } from '../../auth/signIn'
import { errorResponse } from '../shared/errorResponse'

/**
 * POST /api/admin/login {username, password}: signs in with Payload's users
 * auth and sets the same `payload-token` cookie the /cms console uses, so one
 * sign-in serves both, plus the device cookie that keeps this browser out of
 * the throttle an attack on the account causes.
 */
export const login: Endpoint = {
  path: '/admin/login',
  method: 'post',
  handler: async (req) => {
    try {
      const { result, cookies } = await signIn(req, await readCredentials(req))
      const { id, username } = result.user!
      const headers = new Headers()
      for (const cookie of cookies) headers.append('Set-Cookie', cookie)
      return Response.json({ user: { id, username } }, { headers })
    } catch (error) {
      const response = errorResponse(error, req)
      if (error instanceof TooManyAttempts) response.headers.set('Retry-After', String(error.retryAfterSeconds))
      return response
    }
  },
}

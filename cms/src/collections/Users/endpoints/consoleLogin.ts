import type { Endpoint, PayloadRequest } from 'payload'

import { readCredentials } from '../../../auth/readCredentials'
import { signIn, TooManyAttempts } from '../../../auth/signIn'
import { errorResponse } from '../../../endpoints/shared/errorResponse'

const clamp = (depth: number) => Math.min(Math.max(depth, 0), MAX_DEPTH)
const MAX_DEPTH = 2

/** Payload's error shape, which the console's forms show: `{ errors: [{ message }] }`. */
async function consoleError(error: unknown, req: PayloadRequest): Promise<Response> {
  const plain = errorResponse(error, req)
  const { error: message } = (await plain.json()) as { error: string }
  const headers = new Headers()
  if (error instanceof TooManyAttempts) headers.set('Retry-After', String(error.retryAfterSeconds))
  return Response.json({ errors: [{ message }] }, { status: plain.status, headers })
}

/**
 * POST /api/users/login in place of Payload's own: the form of the /cms
 * console goes through the same throttle, timing and device cookie as the
 * panel's sign-in, and answers Payload's shape without the token (the HttpOnly
 * cookie carries it).
 */
export const consoleLogin: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    try {
      const depth = Number(req.searchParams.get('depth') ?? 0)
      const credentials = await readCredentials(req)
      const { result, cookies } = await signIn(req, credentials, Number.isInteger(depth) ? clamp(depth) : 0)
      const headers = new Headers()
      for (const cookie of cookies) headers.append('Set-Cookie', cookie)
      return Response.json({ message: req.t('authentication:passed'), user: result.user, exp: result.exp }, { headers })
    } catch (error) {
      return consoleError(error, req)
    }
  },
}

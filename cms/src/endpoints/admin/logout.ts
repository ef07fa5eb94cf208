import type { Endpoint } from 'payload'
import { logoutOperation } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { errorResponse } from '../shared/errorResponse'
import { requireAdmin } from '../shared/requireAdmin'

/**
 * POST /api/admin/logout: removes this session from the user (Payload keeps
 * sessions server-side, so the old token stops working at once) and clears the
 * cookie, which is cleared even when the session had already ended.
 */
export const logout: Endpoint = {
  path: '/admin/logout',
  method: 'post',
  handler: async (req) => {
    const users = req.payload.collections.users
    let response: Response
    try {
      requireAdmin(req)
      await logoutOperation({ collection: users, req })
      response = Response.json({ message: 'Sei stato disconnesso con successo.' })
    } catch (error) {
      response = errorResponse(error, req)
    }
    response.headers.append(
      'Set-Cookie',
      generateExpiredPayloadCookie({
        collectionAuthConfig: users.config.auth,
        config: req.payload.config,
        cookiePrefix: req.payload.config.cookiePrefix,
      }),
    )
    return response
  },
}

import type { Endpoint } from 'payload'

import { answerErrorsAsJson } from '../shared/errorResponse'
import { MEDIA_NOT_FOUND, findMedia, routeId } from '../shared/records'
import { requireAdmin } from '../shared/requireAdmin'

/** GET /api/admin/media/{id}/proxy: the photo's thumbnail, by redirect to its long-cached /uploads file. */
export const mediaProxy: Endpoint = {
  path: '/admin/media/:id/proxy',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const media = await findMedia(req, routeId(req, MEDIA_NOT_FOUND))
    const location = media.sizes?.thumbnail?.url ?? media.url
    if (!location) return Response.json({ error: MEDIA_NOT_FOUND }, { status: 404 })
    return new Response(null, { status: 302, headers: { Location: location } })
  }),
}

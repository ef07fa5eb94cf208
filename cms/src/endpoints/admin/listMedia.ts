import type { Endpoint } from 'payload'

import { answerErrorsAsJson } from '../shared/errorResponse'
import { toMediaItem } from '../shared/mediaItem'
import { requireAdmin } from '../shared/requireAdmin'

/** GET /api/admin/media: every photo of the library, newest first (visitors' trade-in photos are their requests'). */
export const listMedia: Endpoint = {
  path: '/admin/media',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const { docs } = await req.payload.find({
      collection: 'media',
      where: { lead: { exists: false } },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    return Response.json({ docs: docs.map(toMediaItem) })
  }),
}

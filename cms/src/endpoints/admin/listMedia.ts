import type { Endpoint } from 'payload'

import type { MediaListAnswer } from '@autosalone/domain/media/media-item'

import { answerErrorsAsJson } from '../shared/errorResponse'
import { toMediaItem } from '../shared/mediaItem'
import { requireAdmin } from '../shared/requireAdmin'

/**
 * GET /api/admin/media: every photo of the library, newest first (visitors' trade-in photos are
 * their requests'), each with the cars on the site that use it (`usedBy`), so the dealer sees what
 * deleting it would touch and which photos no car uses.
 */
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
    const { docs: cars } = await req.payload.find({
      collection: 'cars',
      pagination: false,
      depth: 0,
      select: { name: true, photos: true },
      user: req.user,
      overrideAccess: false,
      req,
    })
    const usedBy = new Map<number, { id: number; name: string }[]>()
    for (const car of cars) {
      for (const photo of car.photos ?? []) {
        const id = typeof photo === 'number' ? photo : photo.id
        usedBy.set(id, [...(usedBy.get(id) ?? []), { id: car.id, name: car.name }])
      }
    }
    const answer: MediaListAnswer = {
      docs: docs.map((doc) => ({ ...toMediaItem(doc), usedBy: usedBy.get(doc.id) ?? [] })),
    }
    return Response.json(answer)
  }),
}

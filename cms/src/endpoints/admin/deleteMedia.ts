import type { Endpoint, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { MAX_PHOTOS_PER_BULK_DELETE, trashPurgeDate } from '@autosalone/domain/limits'
import type { MediaTrashAnswer } from '@autosalone/domain/media/media-item'
import { parseRecordId } from '@autosalone/domain/record-id'
import { answerErrorsAsJson } from '../shared/errorResponse'
import { toMediaItem } from '../shared/mediaItem'
import { readRequestBody } from '../shared/readRequestBody'
import { BODY_LIMITS } from '../../lib/requestLimits'
import { detachedCarIds } from '../../collections/Media/hooks/detachedPlaces'
import { MEDIA_NOT_FOUND, findMedia, routeId } from '../shared/records'
import { requireAdmin } from '../shared/requireAdmin'
import { inOneTransaction } from '../shared/saveTransaction'

const access = (req: PayloadRequest) => ({ user: req.user, overrideAccess: false, req }) as const

/**
 * Moves photos to the trash, in one transaction: the Media collection's `trashPhoto` hook takes
 * each off every car that shows it and remembers those cars. Answers each photo's cars.
 */
async function trashPhotos(req: PayloadRequest, ids: number[]) {
  return inOneTransaction(req, async () => {
    const trashed: { id: number; cars: number[] }[] = []
    for (const id of ids) {
      const photo = await req.payload.update({
        collection: 'media',
        id,
        data: { deletedAt: new Date().toISOString() },
        depth: 0,
        ...access(req),
      })
      trashed.push({ id, cars: detachedCarIds(photo.detachedFrom) })
    }
    return trashed
  })
}

/** DELETE /api/admin/media/{id}: moves the photo to the trash (restorable for 30 days), off every car. */
export const deleteMedia: Endpoint = {
  path: '/admin/media/:id',
  method: 'delete',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const media = await findMedia(req, routeId(req, MEDIA_NOT_FOUND))
    const [trashed] = await trashPhotos(req, [media.id])
    return Response.json(trashed)
  }),
}

const BULK_IDS_MESSAGE = `Foto: manda "ids", un elenco da 1 a ${MAX_PHOTOS_PER_BULK_DELETE} numeri di foto`

/** POST /api/admin/media/trash `{ "ids": [...] }`: moves several photos to the trash at once (all or none). */
export const trashMediaInBulk: Endpoint = {
  path: '/admin/media/trash',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const { fields } = await readRequestBody(req, { maxBytes: BODY_LIMITS.text })
    const raw = fields.ids
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_PHOTOS_PER_BULK_DELETE) {
      throw new APIError(BULK_IDS_MESSAGE, 400, null, true)
    }
    const ids = [...new Set(raw.map((id) => parseRecordId(id)))]
    if (ids.some((id) => id === null)) throw new APIError(BULK_IDS_MESSAGE, 400, null, true)
    const { totalDocs } = await req.payload.count({
      collection: 'media',
      where: { and: [{ id: { in: ids } }, { lead: { exists: false } }] },
      ...access(req),
    })
    if (totalDocs !== ids.length) throw new APIError(MEDIA_NOT_FOUND, 404, null, true)
    return Response.json({ docs: await trashPhotos(req, ids as number[]) })
  }),
}

function trashedPhotos(req: PayloadRequest, id?: number) {
  return req.payload.find({
    collection: 'media',
    trash: true,
    where: {
      and: [
        { deletedAt: { exists: true } },
        { lead: { exists: false } },
        ...(id === undefined ? [] : [{ id: { equals: id } }]),
      ],
    },
    sort: '-deletedAt',
    pagination: false,
    depth: 0,
    ...access(req),
  })
}

/** GET /api/admin/media/trash: the deleted photos, last deleted first, with the day each goes for good. */
export const listTrashedMedia: Endpoint = {
  path: '/admin/media/trash',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const { docs } = await trashedPhotos(req)
    const answer: MediaTrashAnswer = {
      docs: docs.map((doc) => ({
        ...toMediaItem(doc),
        deletedAt: String(doc.deletedAt),
        purgeAt: trashPurgeDate(new Date(String(doc.deletedAt))).toISOString(),
        detachedFrom: detachedCarIds(doc.detachedFrom),
      })),
    }
    return Response.json(answer)
  }),
}

/** POST /api/admin/media/{id}/restore: back in the library, and on the cars it was taken off. */
export const restoreMedia: Endpoint = {
  path: '/admin/media/:id/restore',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const id = routeId(req, MEDIA_NOT_FOUND)
    const { docs } = await trashedPhotos(req, id)
    if (docs.length === 0) throw new APIError(MEDIA_NOT_FOUND, 404, null, true)
    const restored = await inOneTransaction(req, () =>
      req.payload.update({ collection: 'media', id, trash: true, data: { deletedAt: null }, depth: 0, ...access(req) }),
    )
    return Response.json(toMediaItem(restored))
  }),
}

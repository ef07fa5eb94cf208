import type { Endpoint } from 'payload'
import { APIError } from 'payload'

import { BODY_LIMITS } from '../../lib/requestLimits'
import { answerErrorsAsJson } from '../shared/errorResponse'
import { toMediaItem } from '../shared/mediaItem'
import { findMedia } from '../shared/records'
import { uploadPhotos } from '../shared/photoUploads'
import { readRequestBody } from '../shared/readRequestBody'
import { requireAdmin } from '../shared/requireAdmin'
import { inOneTransaction } from '../shared/saveTransaction'

/**
 * POST /api/admin/media/upload (multipart, one `file`): stores one photo through
 * the image pipeline. Its refusals keep their status: 413 too large, 415 not an
 * image, 400 damaged or too many pixels.
 */
export const uploadMedia: Endpoint = {
  path: '/admin/media/upload',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const body = await readRequestBody(req, { maxBytes: BODY_LIMITS.photoForm })
    const files = body.files.filter((file) => file.field === 'file')
    if (body.kind !== 'form' || files.length !== 1) {
      throw new APIError("Invia una foto nel campo 'file' di un modulo multipart", 400, null, true)
    }
    const [id] = await inOneTransaction(req, () => uploadPhotos(req, files))
    return Response.json(toMediaItem(await findMedia(req, id)), { status: 201 })
  }),
}

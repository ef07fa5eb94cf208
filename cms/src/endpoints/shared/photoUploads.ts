import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { MAX_UPLOAD_BYTES } from '../../lib/images/prepareImage'
import { oversizeMessage, type UploadedFile } from './readRequestBody'

/** Checked on every file before the first is stored, so an oversize one leaves nothing behind. */
function assertSizes(files: UploadedFile[]): void {
  const oversize = files.find((file) => file.data.length > MAX_UPLOAD_BYTES)
  if (oversize) throw new APIError(oversizeMessage(oversize.name), 413, null, true)
}

/**
 * Deletes photos through the Local API, which removes their files from the
 * storage too (disk or S3). Used to undo uploads when the save they belong to
 * fails; a failure here is logged, not thrown over the error being reported.
 */
export async function discardPhotos(req: PayloadRequest, ids: number[]): Promise<void> {
  for (const id of ids) {
    try {
      await req.payload.delete({ collection: 'media', id, user: req.user, overrideAccess: false, req })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Could not remove photo ${id} after a failed save` })
    }
  }
}

/**
 * Stores the files as photos through the media pipeline (checks, HEIC to JPEG,
 * EXIF removed, variants), in order. If one fails, the ones already stored are
 * removed and the error is passed on with its status.
 */
export async function uploadPhotos(req: PayloadRequest, files: UploadedFile[]): Promise<number[]> {
  assertSizes(files)
  const stored: number[] = []
  try {
    for (const file of files) {
      const media = await req.payload.create({
        collection: 'media',
        data: { originalFilename: file.name },
        file: {
          data: file.data,
          mimetype: file.type || 'application/octet-stream',
          name: file.name,
          size: file.data.length,
        },
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
      stored.push(media.id)
    }
  } catch (error) {
    await discardPhotos(req, stored)
    throw error
  }
  return stored
}

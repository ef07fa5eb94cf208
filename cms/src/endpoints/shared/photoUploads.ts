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
 * Stores the files as photos through the media pipeline (checks, HEIC to JPEG,
 * EXIF removed, variants), in order. Run it inside `inOneTransaction`: if one
 * fails, the records of the ones before it are rolled back with it and their
 * files removed, and the error is passed on with its status.
 */
export async function uploadPhotos(req: PayloadRequest, files: UploadedFile[]): Promise<number[]> {
  assertSizes(files)
  const stored: number[] = []
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
  return stored
}

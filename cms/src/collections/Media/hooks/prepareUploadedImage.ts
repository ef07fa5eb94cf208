import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'

import { ImageRejectedError, prepareImage } from '../../../lib/images/prepareImage'
import { uniqueFileName } from '../../../lib/images/uniqueFileName'

/**
 * Every photo, whatever the way in (REST, console, seed), is checked by content,
 * converted from HEIC, auto-rotated and stripped of EXIF/GPS before Payload
 * stores it and derives its variants. The stored name is unique when it is made, so any number of
 * same-named photos can arrive at once on any replica (decision record 041).
 */
export const prepareUploadedImage: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args

  try {
    const prepared = await prepareImage({ data: file.data, name: file.name })
    req.file = {
      ...file,
      data: prepared.data,
      mimetype: prepared.mimetype,
      name: uniqueFileName(prepared.name),
      size: prepared.data.length,
    }
    const data = (args.data ?? {}) as Record<string, unknown>
    Object.assign(args, { data: { ...data, originalFilename: data.originalFilename ?? file.name } })
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new APIError(error.message, error.status, null, true)
    throw error
  }
  return args
}

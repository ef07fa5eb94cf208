import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import { leadFieldError, type LeadFieldError } from '@autosalone/domain/leads/lead-input'
import type { UploadedFile } from '../../endpoints/shared/readRequestBody'
import { detectImageType } from '../../lib/images/detectImageType'
import { asVisitorUpload } from '../../lib/images/imageWork'
import { claimsTooManyPixels } from '../../lib/images/prepareImage'

export const PHOTOS_FIELD = 'photos'

/**
 * Checks a request's photos by content before anything is stored: only a valuation request
 * brings photos, and each must be an image of at most a visitor's pixels (read from its header,
 * nothing decoded). Count and size are bounded while the form is read.
 */
export async function tradeInPhotoErrors(type: string, files: UploadedFile[]): Promise<LeadFieldError[]> {
  if (files.length === 0) return []
  if (type !== 'valutazione') return [leadFieldError(PHOTOS_FIELD, 'photosNotAllowed')]
  for (const file of files) {
    if (!(await detectImageType(file.data))) return [leadFieldError(PHOTOS_FIELD, 'notImage')]
    if (await claimsTooManyPixels(file.data, 'visitor')) return [leadFieldError(PHOTOS_FIELD, 'photoTooManyPixels')]
  }
  return []
}

/**
 * Stores the photos of a stored request through the photo pipeline (HEIC converted off the event
 * loop, rotated, EXIF and GPS removed, brought down to the size the dealer sees them at, variants),
 * one after the other, linked to the request, in the visitors' share of the image queue.
 * Their names are random: the visitor's own file names say nothing about the files, and a name
 * nobody can guess is one more wall around a photo only the dealer may see.
 */
export async function storeTradeInPhotos(req: PayloadRequest, leadId: number, files: UploadedFile[]): Promise<void> {
  for (const [index, file] of files.entries()) {
    const extension = /\.[A-Za-z0-9]{1,5}$/.exec(file.name)?.[0].toLowerCase() ?? ''
    await asVisitorUpload(() =>
      req.payload.create({
        collection: 'media',
        data: { lead: leadId, alt: `Foto ${index + 1} della richiesta ${leadId}`, originalFilename: file.name },
        file: {
          data: file.data,
          mimetype: file.type,
          name: `permuta-${randomUUID()}${extension}`,
          size: file.data.length,
        },
        depth: 0,
        overrideAccess: true,
        req,
      }),
    )
  }
}

import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { leadFieldError, type LeadFieldError, type LeadInput } from '@autosalone/domain/leads/lead-input'
import type { UploadedFile } from '../../endpoints/shared/readRequestBody'
import type { LeadLimits } from './leadLimits'
import { releasePhotoBytes, reservePhotoBytes, settlePhotoBytes } from './photoQuota'
import { storeLead } from './storeLead'
import { PHOTOS_FIELD, storeTradeInPhotos } from './tradeInPhotos'

export type StoredLead = { id: number; photosNotKept: number } | { errors: LeadFieldError[] }

/**
 * Stores a request and its photos when they fit the storage quota of visitors' photos. When they
 * do not, the request is stored without them: the visitor is told on the confirmation, and the
 * dealer sees how many were left out (`photosNotKept` in its details). A photo the pipeline
 * refuses after the content check is the visitor's problem, and nothing is stored.
 */
export async function storeLeadWithPhotos(
  req: PayloadRequest,
  input: LeadInput,
  confirmToVisitor: boolean,
  files: UploadedFile[],
  limits: LeadLimits,
): Promise<StoredLead> {
  const bytes = files.reduce((sum, file) => sum + file.data.length, 0)
  const reservation = files.length > 0 ? await reservePhotoBytes(req.payload, bytes, limits) : null
  const photosNotKept = reservation === null ? files.length : 0
  if (photosNotKept > 0) {
    req.payload.logger.warn(
      `${req.pathname}: the space for visitors' photos is full, ${photosNotKept} photo(s) not kept`,
    )
  }
  const stored = photosNotKept > 0 ? { ...input, details: { ...input.details, photosNotKept } } : input
  try {
    const lead = await storeLead(req, stored, confirmToVisitor, async (leadId) => {
      if (reservation === null) return
      await storeTradeInPhotos(req, leadId, files)
      await settlePhotoBytes(req, reservation, leadId)
    })
    return 'errors' in lead ? lead : { id: lead.id, photosNotKept }
  } catch (error) {
    if (reservation === null || !(error instanceof APIError) || error.status >= 500) throw error
    return { errors: [leadFieldError(PHOTOS_FIELD, 'notImage')] }
  } finally {
    // Settled with the request, a reservation is no longer free to give back; otherwise it goes.
    if (reservation !== null) await releasePhotoBytes(req.payload, reservation)
  }
}

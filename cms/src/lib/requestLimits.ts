import { MAX_PHOTOS_PER_CAR } from '@autosalone/domain/limits'
import { IMPORT_LIMITS } from '@autosalone/domain/imports/import-api'
import { TRADE_IN_PHOTOS } from '@autosalone/domain/leads/lead-rules'
import { MAX_UPLOAD_BYTES } from './images/prepareImage'

const KB = 1024
const MB = 1024 * KB

/**
 * How much of a request body the server reads, by kind. Everything past these
 * is refused with 413 before it is held in memory.
 */
export const BODY_LIMITS = {
  /** JSON, url-encoded forms and anything else that is not a photo upload. */
  text: 1 * MB,
  /** One photo in a multipart form: the file plus room for its part headers. */
  photoForm: MAX_UPLOAD_BYTES + 64 * KB,
  /** A car form with several phone photos; larger batches go through the media upload one file at a time. */
  carForm: 150 * MB,
  /** A visitor's valuation request: its text and up to five phone photos. */
  tradeInForm: TRADE_IN_PHOTOS.max * TRADE_IN_PHOTOS.fileBytes + 1 * MB,
  /** An import: the stock file and the photos' archive, which is streamed to the photo store, never held. */
  importForm: IMPORT_LIMITS.fileBytes + IMPORT_LIMITS.archiveBytes + 1 * MB,
} as const

/** Bounds on the parts of a form, so that no body is costly to parse whatever its size. */
export const FORM_LIMITS = {
  /** A car form has about twenty fields plus its colour, feature and photo lists. */
  fields: 500,
  fieldBytes: 64 * KB,
  files: MAX_PHOTOS_PER_CAR,
  fileBytes: MAX_UPLOAD_BYTES,
} as const

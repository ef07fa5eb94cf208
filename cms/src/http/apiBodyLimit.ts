import type { Request } from 'express'

import { BODY_LIMITS } from '../lib/requestLimits'

const MB = 1024 * 1024
/** Where photos are uploaded: the panel's car form and media upload, the console's media collection. */
const UPLOAD_PATHS = /^\/api\/(?:admin\/cars(?:\/[^/?]+)?|admin\/media\/upload|media(?:\/[^/?]+)?)\/?(?:\?|$)/

/** Where a visitor's valuation request brings its photos, without a session. */
const LEAD_PATH = /^\/api\/leads\/submit\/?(?:\?|$)/

function isMultipart(req: Request): boolean {
  return /^\s*multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')
}

/** A form with photos sent where the dealer uploads them: only a verified session may send one. */
export function isPhotoUpload(req: Request): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD' && isMultipart(req) && UPLOAD_PATHS.test(req.originalUrl)
}

/**
 * The most a request to the API may send: a photo upload only once its session has been
 * verified (whose handler then applies the exact per-file limit), a visitor's few trade-in
 * photos on the request form, 1 MB for everything else whatever its content type.
 */
export function apiBodyLimit(req: Request, sessionVerified: boolean): number {
  if (sessionVerified && isPhotoUpload(req)) return BODY_LIMITS.carForm
  if (isMultipart(req) && LEAD_PATH.test(req.originalUrl)) return BODY_LIMITS.tradeInForm
  return BODY_LIMITS.text
}

export function tooLargeMessage(limit: number): string {
  return `Richiesta troppo grande (max ${Math.round(limit / MB)} MB)`
}

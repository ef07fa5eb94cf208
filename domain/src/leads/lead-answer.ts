/** The confirmation page every form leads to once its request is stored. */
export const LEAD_SENT_PATH = '/richiesta-inviata'

/** The confirmation's query value that says the request's photos were not kept. */
export const PHOTOS_NOT_KEPT = 'non-salvate'

/**
 * The answer to the page's script when a request is stored. `photosNotKept` counts the photos
 * left out because the space for visitors' photos was full: the request was stored all the same.
 */
export interface LeadStoredAnswer {
  ok: true
  photosNotKept?: number
}

/**
 * Reads `photosNotKept` from the answer as the page receives it: 0 for anything else. Checked by
 * hand rather than by a zod schema, which would be the only use of zod in the public pages' script.
 */
export function photosNotKeptIn(answer: unknown): number {
  if (!answer || typeof answer !== 'object' || !('photosNotKept' in answer)) return 0
  const { photosNotKept } = answer
  return typeof photosNotKept === 'number' && Number.isInteger(photosNotKept) && photosNotKept > 0 ? photosNotKept : 0
}

/**
 * Where a stored request leads, with or without the page's script: the confirmation page with the
 * request's summary (a query string such as `leadSummaryParams` makes), which says so when the
 * photos were not kept.
 */
export function leadSentPath(summary: string, photosNotKept = 0): string {
  const query = new URLSearchParams(summary)
  if (photosNotKept > 0) query.set('foto', PHOTOS_NOT_KEPT)
  return `${LEAD_SENT_PATH}?${query.toString()}`
}

import type { AfterErrorHook } from 'payload'

import { MAX_UPLOAD_BYTES } from '../../../lib/images/prepareImage'

const TOO_LARGE = `Il file è troppo grande (max ${MAX_UPLOAD_BYTES / 1024 / 1024}MB)`

// Payload's multipart parser stops an oversize request before the file's name is known.
const PARSER_MESSAGES: Record<string, string> = {
  'File size limit has been reached': TOO_LARGE,
  'Multipart request size limit has been reached': TOO_LARGE,
  'Multipart limit has been reached': 'Troppi file o campi nella richiesta: si carica una foto alla volta',
}

/** Puts the multipart parser's English 413 answers for photo uploads into the dealer's language. */
export const explainUploadLimits: AfterErrorHook = ({ error }) => {
  const message = PARSER_MESSAGES[error.message]
  if (!message || (error as { status?: number }).status !== 413) return
  return { response: { errors: [{ message }] }, status: 413 }
}

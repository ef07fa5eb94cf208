import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { readRequestBody } from '../endpoints/shared/readRequestBody'
import { jsonTextTooDeep, TOO_DEEP } from '../lib/jsonDepth'

const MAX_CREDENTIAL_LENGTH = 256
const MISSING = 'Inserisci username e password.'

function credential(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= MAX_CREDENTIAL_LENGTH ? value : null
}

/**
 * Username and password from a JSON or form body. Payload's console sends its
 * form as multipart with the values as JSON in one `_payload` field.
 */
export async function readCredentials(req: PayloadRequest): Promise<{ username: string; password: string }> {
  const body = await readRequestBody(req, { maxBytes: 64 * 1024 })
  let fields: Record<string, unknown> = body.fields
  if (body.kind === 'form' && typeof body.fields._payload === 'string') {
    if (jsonTextTooDeep(body.fields._payload)) throw new APIError(TOO_DEEP, 400, null, true)
    try {
      fields = JSON.parse(body.fields._payload) as Record<string, unknown>
    } catch {
      throw new APIError('JSON non valido nel campo _payload', 400, null, true)
    }
    if (typeof fields !== 'object' || fields === null) throw new APIError(MISSING, 400, null, true)
  }
  const username = credential(fields.username)
  const password = credential(fields.password)
  if (!username || !password) throw new APIError(MISSING, 400, null, true)
  return { username, password }
}

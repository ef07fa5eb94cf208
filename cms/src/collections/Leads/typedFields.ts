import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { Endpoint, PayloadRequest } from 'payload'

import { FORM_STAMP_FIELD } from '@autosalone/domain/leads/form-stamp'
import { HONEYPOT_FIELD } from '@autosalone/domain/leads/lead-rules'

/**
 * What a visitor typed in a form the server refused without the page's script (a plain post
 * answered with a redirect back to the form): kept for the page the redirect leads to, so the
 * form comes back filled in beside the errors. It travels in a short-lived cookie, sealed with the
 * site's secret (AES-GCM), never in the address: an address ends up in logs and histories. The
 * page that shows it clears it.
 */
export const TYPED_FIELDS_COOKIE = 'richiesta-compilata'
const MAX_AGE_SECONDS = 10 * 60
/** A cookie longer than browsers keep is not set: the form then comes back empty, as before. */
const MAX_COOKIE_CHARS = 3_800
/** Fields the page writes itself, or that must never be echoed back (the honeypot). */
const NOT_KEPT = new Set([HONEYPOT_FIELD, FORM_STAMP_FIELD, 'type', 'page', 'language', 'car'])

export interface TypedFields {
  /** the kind of form (`LEAD_TYPES`) the fields were typed in */
  type: string
  fields: Record<string, string>
}

function key(): Buffer {
  return crypto
    .createHmac('sha256', process.env.PAYLOAD_SECRET ?? '')
    .update('lead typed fields')
    .digest()
}

export function sealTypedFields(typed: TypedFields): string | null {
  const fields = Object.fromEntries(Object.entries(typed.fields).filter(([name]) => !NOT_KEPT.has(name)))
  const plain = zlib.deflateRawSync(JSON.stringify({ type: typed.type, fields }))
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key(), iv)
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
  const value = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
  return value.length <= MAX_COOKIE_CHARS ? value : null
}

/** The fields a cookie of ours holds, or null for anything else (altered, from another secret, malformed). */
export function openTypedFields(value: string | undefined): TypedFields | null {
  if (!value || value.length > MAX_COOKIE_CHARS) return null
  try {
    const bytes = Buffer.from(value, 'base64url')
    const decipher = crypto.createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()])
    const parsed = JSON.parse(zlib.inflateRawSync(plain, { maxOutputLength: 64 * 1024 }).toString()) as unknown
    if (!parsed || typeof parsed !== 'object') return null
    const { type, fields } = parsed as Partial<TypedFields>
    if (typeof type !== 'string' || !fields || typeof fields !== 'object') return null
    const strings = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    return { type, fields: Object.fromEntries(strings) }
  } catch {
    return null
  }
}

function cookieLine(value: string, maxAge: number): string {
  const secure = (process.env.SITE_URL ?? '').startsWith('https:') ? '; Secure' : ''
  return `${TYPED_FIELDS_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`
}

/** Tells the browser to forget the typed fields, once a page has shown them. */
export const clearTypedFieldsCookie = cookieLine('', 0)

const typedByRequest = new WeakMap<PayloadRequest, TypedFields>()

/** Notes what was typed in this request, for `keepTypedOnRefusal`. */
export function noteTypedFields(req: PayloadRequest, typed: TypedFields): void {
  typedByRequest.set(req, typed)
}

/**
 * A plain post sent back to its form (a redirect elsewhere than the confirmation) carries what
 * was typed in it; the script's JSON requests keep their fields on the page themselves.
 */
export function keepTypedOnRefusal(handler: Endpoint['handler'], confirmationPath: string): Endpoint['handler'] {
  return async (req) => {
    const response = await handler(req)
    const location = response.headers.get('location')
    const typed = typedByRequest.get(req)
    if (response.status !== 303 || !location || location.startsWith(confirmationPath) || !typed) return response
    const sealed = sealTypedFields(typed)
    if (sealed) response.headers.append('Set-Cookie', cookieLine(sealed, MAX_AGE_SECONDS))
    return response
  }
}

import crypto from 'node:crypto'

import { FORM_STAMP_FIELD, LEAD_FORM_IDS } from '@autosalone/domain/leads/form-stamp'
import { LEAD_LIMITS } from '@autosalone/domain/leads/lead-rules'

/**
 * When the server sent a lead form, signed with the site's secret so a script cannot claim an older
 * one (`FORM_STAMP_FIELD`). The secret is read when used: the server exports it to the
 * environment before anything is served.
 */
function signature(renderedAt: string): Buffer {
  return crypto
    .createHmac('sha256', process.env.PAYLOAD_SECRET ?? '')
    .update(`lead-form\n${renderedAt}`)
    .digest()
}

export function signFormStamp(renderedAtMs: number): string {
  const renderedAt = String(Math.floor(renderedAtMs))
  return `${renderedAt}.${signature(renderedAt).toString('base64url')}`
}

/** When the server rendered the form, or null for a stamp it did not sign (missing, altered, malformed). */
export function readFormStamp(stamp: string): number | null {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(stamp)
  if (!match) return null
  const expected = signature(match[1])
  const given = Buffer.from(match[2], 'base64url')
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? Number(match[1]) : null
}

/**
 * Sent sooner after the server rendered the form than a person can fill it in. A form without a
 * stamp of ours (a page from before stamps, or one altered) is not measured: the honeypot and the
 * per-address limit still apply, and a person is never refused for how the page was made.
 */
export function sentTooSoon(stamp: string, nowMs: number): boolean {
  const renderedAt = readFormStamp(stamp)
  return renderedAt !== null && nowMs - renderedAt < LEAD_LIMITS.minFillMs
}

/**
 * The stamp as the page's own fields, one joined to each kind of lead form by its id (`form`
 * attribute), placed at the end of the page's body: every form the visitor fills on this page,
 * or draws later without reloading, sends it, with or without the page's script.
 */
export function formStampFields(nowMs: number): string {
  const stamp = signFormStamp(nowMs)
  return LEAD_FORM_IDS.map(
    (id) => `<input type="hidden" name="${FORM_STAMP_FIELD}" form="${id}" value="${stamp}">`,
  ).join('')
}

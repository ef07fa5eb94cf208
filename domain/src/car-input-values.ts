/**
 * How values arrive from the two forms of the spec: JSON (numbers, booleans,
 * arrays) or multipart text (everything a string, lists as JSON text, repeated
 * fields or comma-separated text). Each reader turns what it recognises into the
 * JSON shape and leaves anything else as it is, for validation to refuse.
 */

/** Empty text and null both mean "nothing entered". */
export function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '')
}

export function readInteger(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const text = value.trim()
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : value
}

/** A decimal number written with a point or the Italian comma. */
export function readDecimal(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const text = value.trim().replace(',', '.')
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : value
}

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes', 'si', 'sì'])
const FALSE_WORDS = new Set(['false', '0', 'off', 'no'])

export function readBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const word = value.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  return value
}

function parseJsonArray(text: string): unknown[] | null {
  if (!text.trimStart().startsWith('[')) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? parsed : null
  } catch {
    return null
  }
}

/** A list of texts: an array, a JSON array as text, or comma-separated text (the panel's features box). */
export function readTextList(value: unknown): unknown {
  if (value === null) return []
  if (typeof value !== 'string') return value
  return parseJsonArray(value) ?? value.split(',')
}

/** A list of ids: an array, a JSON array as text, or comma-separated text. */
export function readIdList(value: unknown): unknown {
  const list = typeof value === 'string' ? (parseJsonArray(value) ?? (value.trim() ? value.split(',') : [])) : value
  return Array.isArray(list)
    ? (list as unknown[]).map((item) => (typeof item === 'string' ? readInteger(item) : item))
    : list
}

/** A list of URLs, sent by the multipart form as a JSON array in one text field. */
export function readUrlList(value: unknown): unknown {
  if (typeof value !== 'string') return value
  return parseJsonArray(value) ?? (value.trim() ? value : [])
}

/** C0 control characters other than tab and line breaks: PostgreSQL refuses NUL, the rest is never typed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

import type { IncomingMessage } from 'node:http'
import { parse as parseCookie } from 'cookie'

/** The session cookie's name as Payload writes it (`<cookiePrefix>-token`, the prefix left at its default). */
const SESSION_COOKIE = 'payload-token'
/** The cookie the visitor's language is kept in. */
export const LANGUAGE_COOKIE = 'lang'
/** A cookie value longer than any language code is not a language. */
const MAX_LANGUAGE_LENGTH = 16

/** What the server takes from a request's headers, read once, the same for every part of it. */
export interface ParsedRequest {
  /** The cookies, as the `cookie` library reads them: what the renderer is given. */
  cookies: Record<string, string>
  /**
   * The language cookie's value ('' without one), or null when it is too long to be a language
   * (such a request has no place among kept pages).
   */
  languageCookie: string | null
  /**
   * Anything that could authenticate: an Authorization header, or a cookie whose name is the
   * session cookie's in any spelling (case, spaces, no-break spaces, other separators). Such a
   * request is never answered from, nor stored in, a shared cache: readers disagree on spellings
   * (Payload trims every Unicode space from a cookie's name, the `cookie` library only ASCII ones),
   * so the decision never depends on one reader's.
   */
  mayCarrySession: boolean
}

const parsed = new WeakMap<IncomingMessage, ParsedRequest>()

/** Letters and digits only, lower case: `\u00a0Payload_Token` and `payload-token` are one name. */
function looseName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

const LOOSE_SESSION_COOKIE = looseName(SESSION_COOKIE)

/** Every cookie name the header could be read as having, by the loosest reader: text before `=` in each `;` part. */
function namesCookieLike(header: string): boolean {
  return header.split(';').some((part) => looseName(part.split('=', 1)[0]).includes(LOOSE_SESSION_COOKIE))
}

function parse(req: IncomingMessage): ParsedRequest {
  const header = req.headers.cookie ?? ''
  const cookies = parseCookie(header)
  const language = cookies[LANGUAGE_COOKIE] ?? ''
  return {
    cookies,
    languageCookie: language.length <= MAX_LANGUAGE_LENGTH ? language : null,
    mayCarrySession: req.headers.authorization !== undefined || namesCookieLike(header),
  }
}

/** The request's parsed headers, made on first use and shared by everything that reads them after. */
export function parsedRequest(req: IncomingMessage): ParsedRequest {
  let result = parsed.get(req)
  if (!result) parsed.set(req, (result = parse(req)))
  return result
}

import { parse as parseCookie } from 'cookie'
import type { RequestHandler } from 'express'

/**
 * The console speaks Italian unless the person chose another language in
 * their account settings (Payload keeps that choice in the `payload-lng`
 * cookie): the browser's own language does not switch it.
 */
export const italianConsoleByDefault: RequestHandler = (req, _res, next) => {
  if (parseCookie(req.headers.cookie ?? '')['payload-lng'] === undefined) {
    req.headers['accept-language'] = 'it'
  }
  next()
}

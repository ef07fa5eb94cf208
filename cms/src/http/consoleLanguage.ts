import type { RequestHandler } from 'express'

/**
 * The console speaks Italian unless the person chose another language in
 * their account settings (Payload keeps that choice in the `payload-lng`
 * cookie): the browser's own language does not switch it.
 */
export const italianConsoleByDefault: RequestHandler = (req, _res, next) => {
  if (!/(?:^|;\s*)payload-lng=/.test(req.headers.cookie ?? '')) {
    req.headers['accept-language'] = 'it'
  }
  next()
}

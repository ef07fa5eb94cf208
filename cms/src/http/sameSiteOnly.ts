import type { RequestHandler } from 'express'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const REFUSED = 'Richiesta rifiutata: le modifiche si possono fare solo dalle pagine del sito.'

/**
 * State changes come only from the site's own pages. A browser names the page
 * that made a request (Origin, Sec-Fetch-Site); one from another site is refused
 * whatever cookies it carries. A client without either header is not a browser
 * acting for another site (curl, scripts, the tests) and is let through.
 */
export function sameSiteOnly(origins: string[]): RequestHandler {
  const allowed = new Set(origins)
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const origin = req.headers.origin
    const fetchSite = req.headers['sec-fetch-site']
    const fromAnotherSite = fetchSite === 'cross-site' || (origin !== undefined && !allowed.has(origin))
    if (!fromAnotherSite) return next()
    res.status(403).set('Cache-Control', 'no-store').json({ error: REFUSED })
  }
}

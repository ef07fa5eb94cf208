import type { RequestHandler, Router } from 'express'

/**
 * Addresses people type or keep from elsewhere that are not pages of the site, and the page each
 * means. `/auto` is what a visitor guesses for the cars ('auto' is on every car page's address).
 */
const ALIASES: Record<string, string> = {
  '/auto': '/annunci',
}

/** A permanent redirect that keeps the query string (`/auto?brand=Fiat` → `/annunci?brand=Fiat`). */
function redirectTo(target: string): RequestHandler {
  return (req, res) => {
    const query = req.originalUrl.indexOf('?')
    res.redirect(301, query === -1 ? target : `${target}${req.originalUrl.slice(query)}`)
  }
}

/** Registers the aliases, with or without a trailing slash, before the pages. */
export function addSiteAliases(router: Router): void {
  for (const [alias, target] of Object.entries(ALIASES)) {
    router.get([alias, `${alias}/`], redirectTo(target))
  }
}

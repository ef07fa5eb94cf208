const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins a state-changing request may come from: the site's own. A site
 * on a loopback address (development, tests) answers under each loopback name.
 */
export function siteOrigins(siteUrl: string): string[] {
  const url = new URL(siteUrl)
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [url.origin]
  return LOOPBACK_NAMES.map((name) => {
    const alias = new URL(url.origin)
    alias.hostname = name
    return alias.origin
  })
}

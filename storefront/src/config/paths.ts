import { pagePaths } from '@autosalone/domain/public-pages'
import { panelLogin } from '@/config/panel-path'

/** Every in-site address the storefront links to, so a renamed route changes in one place. */
export const paths = {
  ...pagePaths,
  stockAnchor: 'parco-auto',
  stock: '/#parco-auto',
  serviceAnchor: (id: string) => `/servizi#${id}`,
  /** the route pattern of a car page, for matching the current address */
  carPattern: '/auto/:slug',
  login: panelLogin,
  /** the visitor's favourites; `?auto=<slug>,<slug>` shows a shared list */
  favourites: '/preferiti',
  /** up to three cars side by side: `?auto=<slug>,<slug>,<slug>` */
  compare: '/confronta',
} as const

/**
 * The English names of the pages that have one. Both names render the same screen; the Italian
 * one is canonical, so links always use it.
 */
export const englishAliases = {
  [paths.services]: '/services',
  [paths.about]: '/about',
  [paths.contact]: '/contact',
  [paths.inventory]: '/inventory',
  [paths.favourites]: '/favourites',
  [paths.compare]: '/compare',
} as const

/** The Italian (canonical) path of a page reached by either of its names. */
export function canonicalPath(pathname: string): string {
  for (const [italian, english] of Object.entries(englishAliases)) {
    if (pathname === english) return italian
    if (pathname.startsWith(`${english}/`)) return italian + pathname.slice(english.length)
  }
  return pathname
}

/**
 * The panel's two roots, apart from the site's other addresses so that the page's first script can
 * tell a panel page without loading the route table (`app/start-at-once.ts`).
 */
export const panelLogin = '/login'
export const panelHome = '/admin'

/** Whether an address is one of the panel's (its login included), not a public page's. */
export function isPanelPath(pathname: string): boolean {
  return pathname === panelLogin || pathname === panelHome || pathname.startsWith(`${panelHome}/`)
}

import { paths } from '@/config/paths'

/** The main navigation, shared by the header and the footer. */
export const navItems = [
  { to: paths.home, labelKey: 'nav.home', activeUnder: [] },
  { to: paths.services, labelKey: 'nav.services', activeUnder: [paths.services] },
  { to: paths.about, labelKey: 'nav.about', activeUnder: [] },
  { to: paths.contact, labelKey: 'nav.contact', activeUnder: [] },
  // A car page belongs to the listings.
  { to: paths.inventory, labelKey: 'nav.inventory', activeUnder: ['/auto'] },
] as const

export type NavItem = (typeof navItems)[number]

/** Whether the link stands for the page at this canonical path (or a page below it). */
export function isActiveNavItem(item: NavItem, canonicalPathname: string): boolean {
  if (canonicalPathname === item.to) return true
  return item.activeUnder.some((prefix) => canonicalPathname.startsWith(`${prefix}/`))
}

import { paths } from '../../config/paths'

/** The main navigation, shared by the header and the footer. */
export const navItems = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.services, labelKey: 'nav.services' },
  { to: paths.about, labelKey: 'nav.about' },
  { to: paths.contact, labelKey: 'nav.contact' },
  { to: paths.inventory, labelKey: 'nav.inventory' },
] as const

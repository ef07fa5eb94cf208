import { paths } from '@/config/paths'
import { panelHome } from '@/config/panel-path'

export { isPanelPath } from '@/config/panel-path'

/** The panel's addresses; `legacyLogin` is the other reading's login path, kept as a redirect. */
export const adminPaths = {
  login: paths.login,
  legacyLogin: '/admin/login',
  list: panelHome,
  newCar: '/admin/new',
  editCar: (id: number) => `/admin/edit/${id}`,
  editCarPattern: '/admin/edit/:id',
  carHistory: (id: number) => `/admin/edit/${id}/cronologia`,
  carHistoryPattern: '/admin/edit/:id/cronologia',
  // Each car's window sticker
  carSticker: (id: number) => `/admin/edit/${id}/cartello`,
  carStickerPattern: '/admin/edit/:id/cartello',
  media: '/admin/media',
  trash: '/admin/cestino',
  settings: '/admin/impostazioni',
  // Staff accounts and roles
  users: '/admin/utenti',
  account: '/admin/account',
  // The owner's audit log
  auditLog: '/admin/registro-attivita',
  site: paths.home,
} as const

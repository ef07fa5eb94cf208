import { englishAliases, paths } from '../../../config/paths'
import type { AppRoute } from '../../../lib/app-route'
import { ContactPage } from './contact-page'

export const contactRoutes: AppRoute[] = [
  { path: paths.contact, element: <ContactPage /> },
  { path: englishAliases[paths.contact], element: <ContactPage /> },
]

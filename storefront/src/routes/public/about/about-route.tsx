import { englishAliases, paths } from '../../../config/paths'
import type { AppRoute } from '../../../lib/app-route'
import { AboutPage } from './about-page'

export const aboutRoutes: AppRoute[] = [
  { path: paths.about, element: <AboutPage /> },
  { path: englishAliases[paths.about], element: <AboutPage /> },
]

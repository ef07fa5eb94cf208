import { paths } from '../../../config/paths'
import type { AppRoute } from '../../../lib/app-route'
import { CookiePolicyPage } from './cookie-policy-page'
import { PrivacyPage } from './privacy-page'

export const legalRoutes: AppRoute[] = [
  { path: paths.privacyPolicy, element: <PrivacyPage /> },
  { path: paths.cookiePolicy, element: <CookiePolicyPage /> },
]

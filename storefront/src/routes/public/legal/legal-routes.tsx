import type { RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { RouteHandle } from '@/lib/document-head'
import { CookiePolicyPage } from './cookie-policy-page'
import { PrivacyPage } from './privacy-page'

const privacyHandle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'privacy')
    return { title: t('meta.title'), description: t('meta.description'), canonicalPath: paths.privacyPolicy }
  },
}

const cookiePolicyHandle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'cookiePolicy')
    return { title: t('meta.title'), description: t('meta.description'), canonicalPath: paths.cookiePolicy }
  },
}

export const legalRoutes: RouteObject[] = [
  { path: paths.privacyPolicy, element: <PrivacyPage />, handle: privacyHandle },
  { path: paths.cookiePolicy, element: <CookiePolicyPage />, handle: cookiePolicyHandle },
]

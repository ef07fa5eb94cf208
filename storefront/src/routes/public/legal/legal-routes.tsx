import type { RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { RouteHandle } from '@/lib/document-head'
import { withPageTexts } from '@/lib/page-texts'

// The page's code loads with the page: the server and the first load wait for it, navigation too.
const privacyPage = withPageTexts(['privacy'], async () => ({
  Component: (await import('./privacy-page')).PrivacyPage,
}))

const cookiePolicyPage = withPageTexts(['cookiePolicy'], async () => ({
  Component: (await import('./cookie-policy-page')).CookiePolicyPage,
}))

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
  { path: paths.privacyPolicy, lazy: privacyPage, handle: privacyHandle },
  { path: paths.cookiePolicy, lazy: cookiePolicyPage, handle: cookiePolicyHandle },
]

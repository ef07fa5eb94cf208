import type { RouteObject } from 'react-router-dom'
import { englishAliases, paths } from '@/config/paths'
import type { RouteHandle } from '@/lib/document-head'
import { AboutPage } from './about-page'

const handle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'about')
    return { title: t('meta.title'), description: t('meta.description'), canonicalPath: paths.about }
  },
}

export const aboutRoutes: RouteObject[] = [
  { path: paths.about, element: <AboutPage />, handle },
  { path: englishAliases[paths.about], element: <AboutPage />, handle },
]

import type { RouteObject } from 'react-router-dom'
import { englishAliases, paths } from '@/config/paths'
import type { RouteHandle } from '@/lib/document-head'

// The page's code loads with the page: the server and the first load wait for it, navigation too.
const aboutPage = async () => ({ Component: (await import('./about-page')).AboutPage })

const handle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'about')
    return { title: t('meta.title'), description: t('meta.description'), canonicalPath: paths.about }
  },
}

export const aboutRoutes: RouteObject[] = [
  { path: paths.about, lazy: aboutPage, handle },
  { path: englishAliases[paths.about], lazy: aboutPage, handle },
]

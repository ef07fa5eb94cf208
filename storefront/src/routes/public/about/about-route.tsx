import type { RouteObject } from 'react-router-dom'
import { englishAliases, paths } from '@/config/paths'
import type { RouteHandle } from '@/lib/document-head'
import { fillCache, type RouteDeps } from '@/lib/route-data'
import { getSiteTextsQueryOptions } from '@/lib/site-texts/get-site-texts'
import { withPageTexts } from '@/lib/page-texts'

// The page's code loads with the page: the server and the first load wait for it, navigation too.
const aboutPage = withPageTexts(['about'], async () => ({ Component: (await import('./about-page')).AboutPage }))

const handle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'about')
    return { title: t('meta.title'), description: t('meta.description'), canonicalPath: paths.about }
  },
}

export function aboutRoutes({ queryClient, api }: RouteDeps): RouteObject[] {
  // The dealer's texts, when written, replace the page's default prose.
  const loader = async () => {
    await fillCache(queryClient, getSiteTextsQueryOptions(api))
    return null
  }
  return [
    { path: paths.about, lazy: aboutPage, loader, handle },
    { path: englishAliases[paths.about], lazy: aboutPage, loader, handle },
  ]
}

import type { RouteObject } from 'react-router-dom'
import { englishAliases, paths } from '@/config/paths'
import { getSiteSettingsQueryOptions } from '@/lib/site-settings/get-site-settings'
import { autoDealerStructuredData } from '@/features/site/lib/dealer-structured-data'
import type { RouteHandle } from '@/lib/document-head'
import type { RouteDeps } from '@/lib/route-data'
import { withPageTexts } from '@/lib/page-texts'

// The page's code loads with the page: the server and the first load wait for it, navigation too.
const contactPage = withPageTexts(['contact'], async () => ({
  Component: (await import('./contact-page')).ContactPage,
}))

export function contactRoutes({ queryClient, api }: RouteDeps): RouteObject[] {
  // The dealer's details come with the root route's loader, which every public page runs.
  const handle: RouteHandle = {
    head: ({ i18n, siteOrigin }) => {
      const t = i18n.getFixedT(null, 'contact')
      const settings = queryClient.getQueryData(getSiteSettingsQueryOptions(api).queryKey)
      return {
        title: t('meta.title'),
        description: t('meta.description'),
        canonicalPath: paths.contact,
        structuredData: settings ? [autoDealerStructuredData(settings, siteOrigin)] : [],
      }
    },
  }

  return [
    { path: paths.contact, lazy: contactPage, handle },
    { path: englishAliases[paths.contact], lazy: contactPage, handle },
  ]
}

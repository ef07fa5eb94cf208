import type { RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { getRecentlySoldQueryOptions, getStockQueryOptions } from '@/features/cars/api/get-cars'
import { getInventoryChoicesQueryOptions } from '@/features/cars/api/get-inventory-choices'
import { parsePageNumber } from '@/features/cars/lib/inventory-filters'
import { getSiteSettingsQueryOptions } from '@/lib/site-settings/get-site-settings'
import { autoDealerStructuredData } from '@/features/site/lib/dealer-structured-data'
import type { RouteHandle } from '@/lib/document-head'
import { fillCache, notFound, type RouteDeps } from '@/lib/route-data'
import { withPageTexts } from '@/lib/page-texts'

// The page's code loads with the page: the server and the first load wait for it, navigation too.
const homePage = withPageTexts(['home', 'about', 'services'], async () => ({
  Component: (await import('./home-page')).HomePage,
}))

export function homeRoute({ queryClient, api }: RouteDeps): RouteObject {
  const handle: RouteHandle = {
    head: ({ i18n, siteOrigin }) => {
      const t = i18n.getFixedT(null, 'home')
      const settings = queryClient.getQueryData(getSiteSettingsQueryOptions(api).queryKey)
      return {
        title: t('meta.title'),
        description: t('meta.description'),
        canonicalPath: paths.home,
        structuredData: settings ? [autoDealerStructuredData(settings, siteOrigin)] : [],
      }
    },
  }

  return {
    path: paths.home,
    lazy: homePage,
    loader: async ({ request }) => {
      const firstPage = parsePageNumber(new URL(request.url).searchParams)
      await Promise.all([
        // Like `fillCache`: a failed page does not fail the home page, the grid shows the error.
        queryClient.ensureInfiniteQueryData(getStockQueryOptions(api, firstPage)).catch(() => undefined),
        fillCache(queryClient, getInventoryChoicesQueryOptions(api), getRecentlySoldQueryOptions(api)),
      ])
      // A 'more cars' page past the last one (cars sold since the link was made) is a 404 that says so.
      const stock = queryClient.getQueryData(getStockQueryOptions(api, firstPage).queryKey)
      if (firstPage > 1 && stock && stock.pages[0].docs.length === 0) return notFound()
      return null
    },
    handle,
  }
}

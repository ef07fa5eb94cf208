import type { RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { getCarsQueryOptions } from '@/features/cars/api/get-cars'
import { getInventoryChoicesQueryOptions } from '@/features/cars/api/get-inventory-choices'
import { getSiteSettingsQueryOptions } from '@/features/site/api/get-site-settings'
import { autoDealerStructuredData } from '@/features/site/lib/dealer-structured-data'
import type { RouteHandle } from '@/lib/document-head'
import { fillCache, type RouteDeps } from '@/lib/route-data'
import { HomePage } from './home-page'

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
    element: <HomePage />,
    loader: async () => {
      await fillCache(queryClient, getCarsQueryOptions(api), getInventoryChoicesQueryOptions(api))
      return null
    },
    handle,
  }
}

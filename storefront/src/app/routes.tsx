import type { RouteObject } from 'react-router-dom'
import { leadSentRoute } from '@/features/leads/lead-sent-route'
import { searchAlertRoutes } from '@/features/search-alerts/search-alert-routes'
import { getSiteSettingsQueryOptions } from '@/lib/site-settings/get-site-settings'
import { fillCache, type RouteDeps } from '@/lib/route-data'
import { aboutRoutes } from '@/routes/public/about/about-route'
import { carRoute } from '@/routes/public/car/car-route'
import { compareRoutes } from '@/routes/public/compare/compare-route'
import { contactRoutes } from '@/routes/public/contact/contact-route'
import { favouritesRoutes } from '@/routes/public/favourites/favourites-route'
import { homeRoute } from '@/routes/public/home/home-route'
import { inventoryRoutes } from '@/routes/public/inventory/inventory-route'
import { legalRoutes } from '@/routes/public/legal/legal-routes'
import { notFoundRoute } from '@/routes/public/not-found/not-found-route'
import { servicesRoutes } from '@/routes/public/services/services-routes'
import { RootLayout } from './root-layout'

/**
 * The route table shared by the server and the browser entries. The loaders fill `queryClient`
 * through `api`: the server builds the table per request with its own pair, the browser once.
 * `panel` is the staff panel's routes: the server always has them, the browser on a panel page
 * (elsewhere it adds them when the visitor heads for the panel, see `entry-client`).
 */
export function createRoutes(deps: RouteDeps, panel: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // The dealer's details, for the shell around every public page.
      loader: async () => {
        await fillCache(deps.queryClient, getSiteSettingsQueryOptions(deps.api))
        return null
      },
      children: [
        homeRoute(deps),
        ...inventoryRoutes(deps),
        carRoute(deps),
        ...servicesRoutes(deps),
        ...aboutRoutes(deps),
        ...contactRoutes(deps),
        ...legalRoutes,
        ...favouritesRoutes(deps),
        ...compareRoutes(deps),
        leadSentRoute,
        ...searchAlertRoutes(deps),
        notFoundRoute,
      ],
    },
    ...panel,
  ]
}

import { LeadSentPage } from '../features/leads/lead-sent-page'
import { getSiteSettingsQueryOptions } from '../features/site/api/get-site-settings'
import type { AppRoute } from '../lib/app-route'
import { adminRoutes } from '../routes/admin/admin-routes'
import { aboutRoutes } from '../routes/public/about/about-route'
import { carRoute } from '../routes/public/car/car-route'
import { contactRoutes } from '../routes/public/contact/contact-route'
import { homeRoute } from '../routes/public/home/home-route'
import { inventoryRoutes } from '../routes/public/inventory/inventory-route'
import { legalRoutes } from '../routes/public/legal/legal-routes'
import { notFoundRoute } from '../routes/public/not-found/not-found-route'
import { servicesRoutes } from '../routes/public/services/services-routes'
import { RootLayout } from './root-layout'

/** The route table shared by the server and the browser entries. */
export const routes: AppRoute[] = [
  {
    element: <RootLayout />,
    prefetch: (queryClient, { api }) => queryClient.prefetchQuery(getSiteSettingsQueryOptions(api)),
    children: [
      homeRoute,
      ...inventoryRoutes,
      carRoute,
      ...servicesRoutes,
      ...aboutRoutes,
      ...contactRoutes,
      ...legalRoutes,
      { path: '/richiesta-inviata', element: <LeadSentPage /> },
      notFoundRoute,
    ],
  },
  ...adminRoutes,
]

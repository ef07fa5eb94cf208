import { getSiteSettingsQueryOptions } from '../features/site/api/get-site-settings'
import type { AppRoute } from '../lib/app-route'
import { homeRoute } from '../routes/public/home/home-route'
import { notFoundRoute } from '../routes/public/not-found/not-found-route'
import { RootLayout } from './root-layout'

/** The route table shared by the server and the browser entries. */
export const routes: AppRoute[] = [
  {
    element: <RootLayout />,
    prefetch: (queryClient, { api }) => queryClient.prefetchQuery(getSiteSettingsQueryOptions(api)),
    children: [homeRoute, notFoundRoute],
  },
]

import type { QueryClient } from '@tanstack/react-query'
import { matchRoutes } from 'react-router-dom'
import type { ApiGet } from '../lib/api-client'
import type { AppRoute } from '../lib/app-route'

/**
 * Runs the `prefetch` of every route matching the URL, in parallel. A failed prefetch leaves
 * its query out of the cache: the page renders its loading state and the browser tries again.
 */
export async function prefetchRoutes(
  routes: AppRoute[],
  url: URL,
  queryClient: QueryClient,
  api: ApiGet,
): Promise<void> {
  const matches = matchRoutes(routes, url.pathname) ?? []
  await Promise.all(
    matches.map(({ route, params }) =>
      route.prefetch?.(queryClient, { params, search: url.searchParams, api }),
    ),
  )
}

import type { QueryClient } from '@tanstack/react-query'
import { matchRoutes } from 'react-router-dom'
import type { ApiGet } from '../lib/api-client'
import type { AppRoute } from '../lib/app-route'

/**
 * Runs the `prefetch` of every route matching the URL, in parallel. A failed prefetch does not
 * fail the page: only successful queries are handed to the browser, so the page renders its
 * loading state and the browser fetches again.
 */
export async function prefetchRoutes(
  routes: AppRoute[],
  url: URL,
  queryClient: QueryClient,
  api: ApiGet,
): Promise<void> {
  const matches = matchRoutes(routes, url.pathname) ?? []
  await Promise.all(
    matches.map(({ route, params }) => route.prefetch?.(queryClient, { params, search: url.searchParams, api })),
  )
}

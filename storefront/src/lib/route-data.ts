import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query'
import { data } from 'react-router-dom'
import type { ApiGet } from './api-client'

/**
 * What the route loaders read from: the query cache the page renders from, and the API. The
 * server makes both per request; the browser has one of each.
 */
export interface RouteDeps {
  queryClient: QueryClient
  api: ApiGet
}

/**
 * Puts each query's data in the cache unless it is already there. A failed request does not
 * fail the navigation: the page's own query shows the error, or asks again in the browser
 * (the server hands only successful queries to the browser).
 */
export async function fillCache(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query has its own data and key types
  ...queries: EnsureQueryDataOptions<any, any, any, any>[]
): Promise<void> {
  await Promise.all(queries.map((query) => queryClient.ensureQueryData(query).catch(() => undefined)))
}

/** A loader's answer for a page that renders its 'not found' screen: HTTP 404. */
export function notFound() {
  return data(null, { status: 404 })
}

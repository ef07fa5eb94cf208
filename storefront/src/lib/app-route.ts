import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Params } from 'react-router-dom'
import type { ApiGet } from './api-client'

export interface PrefetchArgs {
  params: Params
  search: URLSearchParams
  api: ApiGet
}

/**
 * A react-router route object plus `prefetch`, which the server awaits before rendering so the
 * HTML already holds the route's data. Browser navigations skip it: the route's own queries
 * fetch what the cache lacks.
 */
export interface AppRoute {
  path?: string
  element: ReactNode
  prefetch?: (queryClient: QueryClient, args: PrefetchArgs) => Promise<void>
  children?: AppRoute[]
}

import { getCarsQueryOptions } from '../../../features/cars/api/get-cars'
import type { AppRoute } from '../../../lib/app-route'
import { HomePage } from './home-page'

export const homeRoute: AppRoute = {
  path: '/',
  element: <HomePage />,
  prefetch: (queryClient, { api }) => queryClient.prefetchQuery(getCarsQueryOptions(api)),
}

import { getCarBySlugQueryOptions } from '../../../features/cars/api/get-car-by-slug'
import type { AppRoute } from '../../../lib/app-route'
import { CarPage } from './car-page'

export const carRoute: AppRoute = {
  path: '/auto/:slug',
  element: <CarPage />,
  prefetch: (queryClient, { api, params }) =>
    queryClient.prefetchQuery(getCarBySlugQueryOptions(api, params.slug ?? '')),
}

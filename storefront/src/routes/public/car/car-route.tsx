import { getCarBySlugQueryOptions } from '../../../features/cars/api/get-car-by-slug'
import { paths } from '../../../config/paths'
import type { AppRoute } from '../../../lib/app-route'
import { CarPage } from './car-page'

export const carRoute: AppRoute = {
  path: paths.carPattern,
  element: <CarPage />,
  prefetch: (queryClient, { api, params }) =>
    queryClient.prefetchQuery(getCarBySlugQueryOptions(api, params.slug ?? '')),
}

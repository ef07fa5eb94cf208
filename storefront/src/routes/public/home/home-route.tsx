import { getCarsQueryOptions } from '../../../features/cars/api/get-cars'
import { getInventoryChoicesQueryOptions } from '../../../features/cars/api/get-inventory-choices'
import type { AppRoute } from '../../../lib/app-route'
import { HomePage } from './home-page'

export const homeRoute: AppRoute = {
  path: '/',
  element: <HomePage />,
  prefetch: async (queryClient, { api }) => {
    await Promise.all([
      queryClient.prefetchQuery(getCarsQueryOptions(api)),
      queryClient.prefetchQuery(getInventoryChoicesQueryOptions(api)),
    ])
  },
}

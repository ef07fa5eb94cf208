import { getInventoryChoicesQueryOptions } from '../../../features/cars/api/get-inventory-choices'
import { getInventoryQueryOptions } from '../../../features/cars/api/get-inventory'
import { parseInventoryFilters } from '../../../features/cars/lib/inventory-filters'
import { englishAliases, paths } from '../../../config/paths'
import type { AppRoute } from '../../../lib/app-route'
import { InventoryPage } from './inventory-page'

const inventory: Omit<AppRoute, 'path'> = {
  element: <InventoryPage />,
  // The filters live in the query string, so the server renders the filtered list.
  prefetch: async (queryClient, { api, search }) => {
    await Promise.all([
      queryClient.prefetchQuery(getInventoryQueryOptions(api, parseInventoryFilters(search))),
      queryClient.prefetchQuery(getInventoryChoicesQueryOptions(api)),
    ])
  },
}

export const inventoryRoutes: AppRoute[] = [
  { path: paths.inventory, ...inventory },
  { path: englishAliases[paths.inventory], ...inventory },
]

import { redirect, type RouteObject } from 'react-router-dom'
import { englishAliases, paths } from '@/config/paths'
import { getInventoryChoicesQueryOptions } from '@/features/cars/api/get-inventory-choices'
import { getInventoryQueryOptions } from '@/features/cars/api/get-inventory'
import { parseInventoryFilters, parsePageNumber, withoutEmptyFields } from '@/features/cars/lib/inventory-filters'
import type { RouteHandle } from '@/lib/document-head'
import { fillCache, notFound, type RouteDeps } from '@/lib/route-data'
import { withPageTexts } from '@/lib/page-texts'

// The page's code loads with the page: the server and the first load wait for it, navigation too.
const inventoryPage = withPageTexts(['inventory', 'searchAlerts'], async () => ({
  Component: (await import('./inventory-page')).InventoryPage,
}))

const handle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'inventory')
    return { title: t('meta.title'), description: t('meta.description'), canonicalPath: paths.inventory }
  },
}

export function inventoryRoutes({ queryClient, api }: RouteDeps): RouteObject[] {
  const inventoryRoute = (path: string): RouteObject => ({
    path,
    lazy: inventoryPage,
    // The filters live in the query string, so the server renders the filtered list.
    loader: async ({ request }) => {
      const { pathname, searchParams } = new URL(request.url)
      // A plain form (no script) submits every field, empty ones included: the answer is the
      // address the script would have made, so the one a visitor shares or bookmarks is clean.
      const clean = withoutEmptyFields(searchParams)
      if (clean) throw redirect(clean.toString() ? `${pathname}?${clean}` : pathname)
      const filters = parseInventoryFilters(searchParams)
      const page = parsePageNumber(searchParams)
      const results = getInventoryQueryOptions(api, filters, page)
      await fillCache(queryClient, results, getInventoryChoicesQueryOptions(api))
      // Past the last page (fewer cars than when the link was made): a 404 that says so and links
      // the last page, rather than another page's cars at an address that names this one.
      const totalPages = queryClient.getQueryData(results.queryKey)?.totalPages ?? 0
      if (page > Math.max(totalPages, 1)) return notFound()
      return null
    },
    // Staying on the page, a changed filter is fetched by the page's own query, which keeps the
    // previous results on screen meanwhile, instead of holding the address back until it arrives.
    shouldRevalidate: () => false,
    handle,
  })

  return [inventoryRoute(paths.inventory), inventoryRoute(englishAliases[paths.inventory])]
}

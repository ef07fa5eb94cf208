import { data, redirect, type RouteObject } from 'react-router-dom'
import { MAX_COMPARED_CARS, parseSlugList } from '@autosalone/domain/slug-list'
import { englishAliases, paths } from '@/config/paths'
import { getCarBySlugQueryOptions } from '@/features/cars/api/get-car-by-slug'
import type { RouteHandle } from '@/lib/document-head'
import { withPageTexts } from '@/lib/page-texts'
import { fillCache, type RouteDeps } from '@/lib/route-data'
import { addParam } from '@/features/cars/compare/compare-add'
import { getCompareChoicesQueryOptions } from '@/features/cars/compare/compare-choices'

// The page's code loads with the page: the car page carries none of it.
const comparePage = withPageTexts(['compare'], async () => ({
  Component: (await import('./compare-page')).ComparePage,
}))

// A comparison is the visitor's own pick: shared by link, kept out of search engines.
const handle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'compare')
    return { title: t('meta.title'), description: t('meta.description'), canonicalPath: null }
  },
}

export function compareRoutes({ queryClient, api }: RouteDeps): RouteObject[] {
  const compareRoute = (path: string): RouteObject => ({
    path,
    lazy: comparePage,
    loader: async ({ request }) => {
      const { searchParams } = new URL(request.url)
      // The form without the app sends the car to add apart: the answer is the comparison's own address.
      const added = searchParams.get(addParam)
      if (added !== null) {
        const slugs = [searchParams.get('auto'), added].filter((part) => part).join(',')
        // Encoded whole (a typed newline cannot reach the header), the commas left readable.
        throw redirect(
          slugs ? `${path}?${new URLSearchParams({ auto: slugs }).toString().replaceAll('%2C', ',')}` : path,
        )
      }
      const list = parseSlugList(searchParams.get('auto'), MAX_COMPARED_CARS)
      // The page says what is wrong with the address; the status says it to whatever asked.
      if (list.problem) return data(null, { status: 400 })
      await fillCache(
        queryClient,
        ...list.slugs.map((slug) => getCarBySlugQueryOptions(api, slug)),
        getCompareChoicesQueryOptions(api),
      )
      return null
    },
    handle,
  })
  return [compareRoute(paths.compare), compareRoute(englishAliases[paths.compare])]
}

import { data, type RouteObject } from 'react-router-dom'
import { MAX_SLUG_LIST, parseSlugList } from '@autosalone/domain/slug-list'
import { englishAliases, paths } from '@/config/paths'
import { getCardsBySlugsQueryOptions } from '@/features/cars/api/get-cards-by-slugs'
import { getSimilarCarsQueryOptions } from '@/features/cars/api/get-similar-cars'
import type { RouteHandle } from '@/lib/document-head'
import { withPageTexts } from '@/lib/page-texts'
import { fillCache, type RouteDeps } from '@/lib/route-data'
import { soldWithSimilar } from '@/features/cars/components/sold-favourites'

// The page's code loads with the page: the other pages carry only the heart and the count.
const favouritesPage = withPageTexts(['favouritesPage'], async () => ({
  Component: (await import('./favourites-page')).FavouritesPage,
}))

// A list of favourites is one visitor's: shared by link, kept out of search engines.
const handle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'favouritesPage')
    return { title: t('meta.title'), description: t('meta.description'), canonicalPath: null }
  },
}

export function favouritesRoutes({ queryClient, api }: RouteDeps): RouteObject[] {
  const favouritesRoute = (path: string): RouteObject => ({
    path,
    lazy: favouritesPage,
    // A shared list (`?auto=`) is rendered on the server, so it opens without the app; the
    // visitor's own list lives in the browser and is read there.
    loader: async ({ request }) => {
      const list = parseSlugList(new URL(request.url).searchParams.get('auto'), MAX_SLUG_LIST)
      if (list.problem) return data(null, { status: 400 })
      if (list.slugs.length === 0) return null
      const cards = getCardsBySlugsQueryOptions(api, list.slugs)
      await fillCache(queryClient, cards)
      const sold = soldWithSimilar(queryClient.getQueryData(cards.queryKey) ?? [])
      await fillCache(queryClient, ...sold.map((car) => getSimilarCarsQueryOptions(api, car)))
      return null
    },
    handle,
  })
  return [favouritesRoute(paths.favourites), favouritesRoute(englishAliases[paths.favourites])]
}

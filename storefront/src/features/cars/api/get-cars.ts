import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { LISTED_STATUSES } from '@autosalone/domain/enums'
import { readPublicAnswer } from '@/lib/read-public-answer'
import type { ApiGet } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import { cardsPerPage, selectCardFields, type CarSummaryPage } from './car-cards'
import { carKeys } from '@/lib/query-keys'

/** A page of the stock on offer (available and reserved cars, never a sold one), newest first, as cards. */
export function stockApiPath(page: number): string {
  const query = new URLSearchParams({
    depth: '0',
    limit: String(cardsPerPage),
    page: String(page),
    sort: '-createdAt',
    'where[status][in]': LISTED_STATUSES.join(','),
  })
  return `/api/cars?${selectCardFields(query)}`
}

export async function getStockPage(api: ApiGet, page: number): Promise<CarSummaryPage> {
  const path = stockApiPath(page)
  return readPublicAnswer('cardPage', await api<unknown>(path), `GET ${path}`)
}

/**
 * The home grid: pages of cards from `firstPage` on (the one in the address, so a page opened
 * from a 'more cars' link without the script starts where it says), each next page added as the
 * visitor asks for it.
 */
export function getStockQueryOptions(api: ApiGet, firstPage: number) {
  return infiniteQueryOptions({
    queryKey: carKeys.stock(firstPage),
    queryFn: ({ pageParam }) => getStockPage(api, pageParam),
    initialPageParam: firstPage,
    getNextPageParam: (last: CarSummaryPage) => last.nextPage ?? undefined,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  })
}

export function useStock(firstPage: number) {
  const api = useApi()
  return useInfiniteQuery(getStockQueryOptions(api, firstPage))
}

/** How many sold cars home's 'Vendute di recente' strip shows at most. */
export const recentlySoldCount = 4

/** The last cars sold, most recent sale first, as cards. */
export function recentlySoldApiPath(): string {
  const query = new URLSearchParams({
    depth: '0',
    limit: String(recentlySoldCount),
    sort: '-statusChangedAt',
    'where[status][equals]': 'venduta',
  })
  return `/api/cars?${selectCardFields(query)}`
}

export function getRecentlySoldQueryOptions(api: ApiGet) {
  return queryOptions({
    queryKey: carKeys.recentlySold(),
    queryFn: async () => {
      const path = recentlySoldApiPath()
      return readPublicAnswer('cardPage', await api<unknown>(path), `GET ${path}`)
    },
    staleTime: 5 * 60_000,
  })
}

export function useRecentlySold() {
  const api = useApi()
  return useQuery(getRecentlySoldQueryOptions(api))
}

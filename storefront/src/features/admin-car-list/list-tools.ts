import {
  LIST_PAGE_SIZE,
  LIST_SORTS,
  LIST_STATUS_FILTERS,
  MAX_LIST_PAGE,
  MAX_LIST_SEARCH,
  MAX_LIST_SEARCH_WORDS,
  type AdminCarListQuery,
  type ListSort,
  type ListStatusFilter,
} from '@autosalone/domain/admin-car-list/list-query'

export const statusFilters = LIST_STATUS_FILTERS
export const listSorts = LIST_SORTS
export type StatusFilter = ListStatusFilter

/** What the dealer is looking at: the search, the status, the order and the page. */
export interface ListView {
  query: string
  status: StatusFilter
  sort: ListSort
  page: number
}

/** Whole days since the car was added, for 'in stock for N days'. */
export function daysInStock(car: { createdAt: string }, now = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(car.createdAt)) / 86_400_000))
}

function pageIn(text: string | null): number {
  if (!text || !/^\d{1,5}$/.test(text)) return 1
  return Math.min(Math.max(1, Number(text)), MAX_LIST_PAGE)
}

/** Reads the view from the address (`?q=&stato=&ordine=&pagina=`); anything unknown is the default. */
export function readListView(params: URLSearchParams): ListView {
  const status = params.get('stato')
  const sort = params.get('ordine')
  return {
    query: (params.get('q') ?? '').slice(0, MAX_LIST_SEARCH),
    status: (statusFilters as readonly string[]).includes(status ?? '') ? (status as StatusFilter) : 'all',
    sort: (listSorts as readonly string[]).includes(sort ?? '') ? (sort as ListSort) : 'newest',
    page: pageIn(params.get('pagina')),
  }
}

/** The address of a view, leaving the defaults out. */
export function listViewParams({ query, status, sort, page }: ListView): URLSearchParams {
  const params = new URLSearchParams()
  if (query.trim()) params.set('q', query)
  if (status !== 'all') params.set('stato', status)
  if (sort !== 'newest') params.set('ordine', sort)
  if (page > 1) params.set('pagina', String(page))
  return params
}

/** The server's question for a view; words past the server's bound are dropped. */
export function listQuery({ query, status, sort, page }: ListView): AdminCarListQuery {
  const q = query.trim().split(/\s+/).filter(Boolean).slice(0, MAX_LIST_SEARCH_WORDS).join(' ')
  return { page, limit: LIST_PAGE_SIZE, q, status, sort }
}

import type { CarRecord } from '@autosalone/domain/car-record'
import { CAR_STATUSES } from '@autosalone/domain/enums'

export const statusFilters = ['all', ...CAR_STATUSES] as const
export type StatusFilter = (typeof statusFilters)[number]

export const listSorts = ['newest', 'price-asc', 'price-desc', 'longest-in-stock'] as const
export type ListSort = (typeof listSorts)[number]

export interface ListView {
  query: string
  status: StatusFilter
  sort: ListSort
}

/** Lower case without accents, so 'citroen' finds 'Citroën'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

function matchesStatus(car: CarRecord, status: StatusFilter): boolean {
  return status === 'all' || car.status === status
}

const byCreated = (car: CarRecord) => Date.parse(car.createdAt)

const comparators: Record<ListSort, (a: CarRecord, b: CarRecord) => number> = {
  newest: (a, b) => byCreated(b) - byCreated(a),
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  'longest-in-stock': (a, b) => byCreated(a) - byCreated(b),
}

/** The cars the dealer's search and filter keep, in the chosen order. Every word must match. */
export function viewCars(cars: CarRecord[], { query, status, sort }: ListView): CarRecord[] {
  const words = folded(query).split(/\s+/).filter(Boolean)
  return cars
    .filter((car) => matchesStatus(car, status))
    .filter((car) => {
      const text = folded(`${car.brand} ${car.model} ${car.name}`)
      return words.every((word) => text.includes(word))
    })
    .sort(comparators[sort])
}

/** How many cars each status filter would show, for the search as typed. */
export function statusCounts(cars: CarRecord[], query: string): Record<StatusFilter, number> {
  const matching = viewCars(cars, { query, status: 'all', sort: 'newest' })
  const counts = { all: matching.length, disponibile: 0, prenotata: 0, venduta: 0 }
  for (const car of matching) counts[car.status] += 1
  return counts
}

/** Whole days since the car was added, for 'in stock for N days'. */
export function daysInStock(car: CarRecord, now = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(car.createdAt)) / 86_400_000))
}

/** Reads the view from the address (`?q=&stato=&ordine=`); anything unknown is the default. */
export function readListView(params: URLSearchParams): ListView {
  const status = params.get('stato')
  const sort = params.get('ordine')
  return {
    query: (params.get('q') ?? '').slice(0, 80),
    status: (statusFilters as readonly string[]).includes(status ?? '') ? (status as StatusFilter) : 'all',
    sort: (listSorts as readonly string[]).includes(sort ?? '') ? (sort as ListSort) : 'newest',
  }
}

/** The address of a view, leaving the defaults out. */
export function listViewParams({ query, status, sort }: ListView): URLSearchParams {
  const params = new URLSearchParams()
  if (query.trim()) params.set('q', query)
  if (status !== 'all') params.set('stato', status)
  if (sort !== 'newest') params.set('ordine', sort)
  return params
}

import type { CarRecord } from '@autosalone/domain/car-record'

export const availabilityFilters = ['all', 'available', 'unavailable'] as const
export type AvailabilityFilter = (typeof availabilityFilters)[number]

export const listSorts = ['newest', 'price-asc', 'price-desc', 'longest-in-stock'] as const
export type ListSort = (typeof listSorts)[number]

export interface ListView {
  query: string
  availability: AvailabilityFilter
  sort: ListSort
}

/** Lower case without accents, so 'citroen' finds 'Citroën'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

function matchesAvailability(car: CarRecord, availability: AvailabilityFilter): boolean {
  if (availability === 'all') return true
  return car.isAvailable === (availability === 'available')
}

const byCreated = (car: CarRecord) => Date.parse(car.createdAt)

const comparators: Record<ListSort, (a: CarRecord, b: CarRecord) => number> = {
  newest: (a, b) => byCreated(b) - byCreated(a),
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  'longest-in-stock': (a, b) => byCreated(a) - byCreated(b),
}

/** The cars the dealer's search and filter keep, in the chosen order. Every word must match. */
export function viewCars(cars: CarRecord[], { query, availability, sort }: ListView): CarRecord[] {
  const words = folded(query).split(/\s+/).filter(Boolean)
  return cars
    .filter((car) => matchesAvailability(car, availability))
    .filter((car) => {
      const text = folded(`${car.brand} ${car.model} ${car.name}`)
      return words.every((word) => text.includes(word))
    })
    .sort(comparators[sort])
}

/** How many cars each availability filter would show, for the search as typed. */
export function availabilityCounts(cars: CarRecord[], query: string): Record<AvailabilityFilter, number> {
  const matching = viewCars(cars, { query, availability: 'all', sort: 'newest' })
  return {
    all: matching.length,
    available: matching.filter((car) => car.isAvailable).length,
    unavailable: matching.filter((car) => !car.isAvailable).length,
  }
}

/** Whole days since the car was added, for 'in stock for N days'. */
export function daysInStock(car: CarRecord, now = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(car.createdAt)) / 86_400_000))
}

/** Reads the view from the address (`?q=&stato=&ordine=`); anything unknown is the default. */
export function readListView(params: URLSearchParams): ListView {
  const availability = params.get('stato')
  const sort = params.get('ordine')
  return {
    query: (params.get('q') ?? '').slice(0, 80),
    availability: (availabilityFilters as readonly string[]).includes(availability ?? '')
      ? (availability as AvailabilityFilter)
      : 'all',
    sort: (listSorts as readonly string[]).includes(sort ?? '') ? (sort as ListSort) : 'newest',
  }
}

/** The address of a view, leaving the defaults out. */
export function listViewParams({ query, availability, sort }: ListView): URLSearchParams {
  const params = new URLSearchParams()
  if (query.trim()) params.set('q', query)
  if (availability !== 'all') params.set('stato', availability)
  if (sort !== 'newest') params.set('ordine', sort)
  return params
}

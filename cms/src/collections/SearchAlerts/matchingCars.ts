import type { Payload, Where } from 'payload'

import { inventoryWhere, parseInventoryFilters } from '@autosalone/domain/inventory-filters'
import { readMailedPrices } from './alertStore'

/** The most cars one search is compared over in a run: far more than a dealer's whole stock. */
const MAX_MATCHING_CARS = 2000

export interface MatchingCar {
  id: number
  name: string
  slug: string
  /** null for a car whose price is on request: it can be new, never cheaper */
  price: number | null
}

/** The listed cars the saved search (its query string) matches, as the inventory page lists them. */
export async function findMatchingCars(payload: Payload, query: string): Promise<MatchingCar[]> {
  const where = inventoryWhere(parseInventoryFilters(new URLSearchParams(query))) as Where
  const { docs } = await payload.find({
    collection: 'cars',
    where,
    depth: 0,
    limit: MAX_MATCHING_CARS,
    pagination: false,
    select: { name: true, slug: true, price: true, priceOnRequest: true },
    overrideAccess: true,
  })
  return docs.map((car) => ({
    id: car.id,
    name: car.name,
    slug: car.slug ?? String(car.id),
    price: car.priceOnRequest ? null : (car.price ?? null),
  }))
}

export interface AlertNews {
  /** cars that match and the alert has never shown */
  arrived: MatchingCar[]
  /** cars it has shown, now cheaper than they were then */
  cheaper: (MatchingCar & { price: number; before: number })[]
}

/** What is new for an alert since its last e-mail: cars arrived and prices lowered. */
export async function alertNews(payload: Payload, alertId: number, cars: MatchingCar[]): Promise<AlertNews> {
  const mailed = await readMailedPrices(payload, alertId)
  const news: AlertNews = { arrived: [], cheaper: [] }
  for (const car of cars) {
    if (!mailed.has(car.id)) news.arrived.push(car)
    else {
      const before = mailed.get(car.id)
      if (car.price !== null && before != null && car.price < before)
        news.cheaper.push({ ...car, price: car.price, before })
    }
  }
  return news
}

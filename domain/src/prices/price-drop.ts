import { z } from 'zod'

import { daysBetween, italianDate } from './italian-days.ts'

/**
 * Honest price drops (Codice del Consumo art. 17-bis, the EU Omnibus rule): a reduction is shown
 * with the lowest price the car had in the 30 days before it, never with a higher one the dealer
 * chose. See docs/decisions/048-price-history-and-sold-pages.md.
 */

/** The days before a reduction whose lowest price is the 'previous price'. */
export const REFERENCE_DAYS = 30
/** The days from a reduction during which the site shows it (while the reduced price holds). */
export const BADGE_DAYS = 30
const DAY_MS = 86_400_000

/** A price the car took at a moment, in effect until the next change. */
export interface PriceChange {
  price: number
  changedAt: string | Date
}

/** What the car answers carry while a reduction is shown: the reference price and the day it began. */
export const priceDropSchema = z.object({
  /** euros: the lowest price of the 30 days before the reduction */
  previousPrice: z.number().int(),
  /** when the reduced price was set */
  reducedAt: z.string(),
})
export type PriceDrop = z.infer<typeof priceDropSchema>

const time = (moment: string | Date) => new Date(moment).getTime()

/**
 * The lowest price in effect at any moment of the 30 days before `at`: every change inside the
 * window, and the one in effect when the window opened (a price replaced exactly as the window
 * opens was never in effect inside it). `null` when the car had no price before `at`.
 */
export function lowestPriceBefore(changes: readonly PriceChange[], at: Date): number | null {
  const end = at.getTime()
  const start = end - REFERENCE_DAYS * DAY_MS
  const before = [...changes].filter((change) => time(change.changedAt) < end)
  before.sort((a, b) => time(a.changedAt) - time(b.changedAt))
  const inWindow = before.filter((change) => time(change.changedAt) >= start)
  const atOpening = before.filter((change) => time(change.changedAt) <= start).at(-1)
  const prices = atOpening ? [atOpening, ...inWindow] : inWindow
  return prices.length > 0 ? Math.min(...prices.map((change) => change.price)) : null
}

/**
 * The reduction a new price makes at `at`, given the changes before it: shown only when the
 * lowest price of the 30 days before is above the new one.
 */
export function priceDropFor(changes: readonly PriceChange[], newPrice: number, at: Date): PriceDrop | null {
  const lowest = lowestPriceBefore(changes, at)
  if (lowest === null || lowest <= newPrice) return null
  return { previousPrice: lowest, reducedAt: at.toISOString() }
}

/**
 * Whether the site still shows a stored reduction today: for `BADGE_DAYS` calendar days in Italy
 * from the day of the reduction, while the price stays below the reference (a later change of
 * price replaces the stored reduction at once), never for a car sold or on request.
 */
export function shownPriceDrop(
  drop: PriceDrop | null | undefined,
  car: { price?: number | null; priceOnRequest?: boolean | null; status?: string | null },
  now: Date,
): PriceDrop | null {
  if (!drop || car.priceOnRequest || car.status === 'venduta') return null
  if (typeof car.price === 'number' && car.price >= drop.previousPrice) return null
  const age = daysBetween(italianDate(drop.reducedAt), italianDate(now))
  return age >= 0 && age < BADGE_DAYS ? drop : null
}

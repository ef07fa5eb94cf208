import type { CollectionBeforeChangeHook, PayloadRequest, Where } from 'payload'

import { REFERENCE_DAYS, priceDropFor, type PriceChange } from '@autosalone/domain/prices/price-drop'
import { readPriceDrop } from './priceDropField'

const DAY_MS = 86_400_000

type PricedCar = { id?: number; price?: number | null; priceOnRequest?: boolean | null; priceDrop?: unknown }

/**
 * The changes that decide the 30-day lowest before `at`, read in the save's transaction: the
 * lowest price set inside the window and the one in effect when it opened. Two rows, however
 * often the price changed.
 */
async function referenceChanges(req: PayloadRequest, carId: number, at: Date): Promise<PriceChange[]> {
  const opening = new Date(at.getTime() - REFERENCE_DAYS * DAY_MS).toISOString()
  const read = (where: Where, sort: string) =>
    req.payload.db.find<{ price: number; changedAt: string }>({
      collection: 'car-prices',
      where: { and: [{ car: { equals: carId } }, where] },
      sort,
      limit: 1,
      pagination: false,
      req,
    })
  // One after the other: both run on the transaction's one connection.
  const lowestInside = await read({ changedAt: { greater_than_equal: opening } }, 'price')
  const inEffectAtOpening = await read({ changedAt: { less_than_equal: opening } }, '-changedAt')
  return [...lowestInside.docs, ...inEffectAtOpening.docs]
}

/**
 * Keeps the car's `priceDrop` true to its price history: a save that lowers the price below the
 * lowest of the 30 days before sets it, any other change of price clears it, and a save that
 * leaves the price alone keeps it (nothing a client sends is taken). A car with its price on
 * request shows no price, so no reduction either.
 */
export const markPriceDrop: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const before = originalDoc as PricedCar | undefined
  const sent = data as PricedCar
  const price = typeof sent.price === 'number' ? sent.price : before?.price
  const onRequest = sent.priceOnRequest ?? before?.priceOnRequest ?? false
  if (operation === 'create' || !before?.id || typeof price !== 'number' || onRequest) {
    return { ...data, priceDrop: null }
  }
  if (price === before.price) return { ...data, priceDrop: readPriceDrop(before.priceDrop) }
  if (typeof before.price !== 'number' || price > before.price) return { ...data, priceDrop: null }
  const now = new Date()
  const changes = await referenceChanges(req, before.id, now)
  // A car saved before its history began: its price until now is the one it had.
  if (changes.length === 0) changes.push({ price: before.price, changedAt: new Date(now.getTime() - 1) })
  return { ...data, priceDrop: priceDropFor(changes, price, now) }
}

import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

type Author = { id?: number | string; name?: string | null; username?: string | null; collection?: string }

/**
 * Writes a row of the car's price history when a save creates the car or changes its price, in
 * the save's own transaction (the adapter's insert with the request: the row stands or falls
 * with the save). Its time is the car's `updatedAt`; its author the signed-in account, if any.
 */
export const recordPriceChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const car = doc as { id: number; price?: number | null; updatedAt?: string }
  const before = previousDoc as { price?: number | null } | undefined
  if (typeof car.price !== 'number') return
  if (operation !== 'create' && before?.price === car.price) return
  const user = req.user as Author | null | undefined
  const staff = user?.collection === 'users' && typeof user.id === 'number' ? user : null
  await req.payload.db.create({
    collection: 'car-prices',
    data: {
      car: car.id,
      price: car.price,
      changedAt: car.updatedAt ?? new Date().toISOString(),
      changedBy: staff?.id ?? null,
      changedByName: staff ? ((staff.name || staff.username || null)?.slice(0, 120) ?? null) : null,
    },
    req,
  })
}

/** A car deleted for good takes its price history with it (first: each row points at the car). */
export const forgetPriceHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({ collection: 'car-prices', where: { car: { equals: id } }, req })
}

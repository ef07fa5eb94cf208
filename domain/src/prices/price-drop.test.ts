import { describe, expect, it } from 'vitest'

import { lowestPriceBefore, priceDropFor, shownPriceDrop } from './price-drop'

const DAY = 86_400_000
const reducedAt = new Date('2026-06-15T10:00:00Z')
const daysBefore = (days: number) => new Date(reducedAt.getTime() - days * DAY).toISOString()

describe('the 30-day lowest price before a reduction', () => {
  it('is null without history, and no reduction is shown', () => {
    expect(lowestPriceBefore([], reducedAt)).toBeNull()
    expect(priceDropFor([], 10_000, reducedAt)).toBeNull()
  })

  it('is the one price the car had when nothing changed in the window', () => {
    expect(lowestPriceBefore([{ price: 20_000, changedAt: daysBefore(200) }], reducedAt)).toBe(20_000)
    expect(priceDropFor([{ price: 20_000, changedAt: daysBefore(200) }], 18_000, reducedAt)).toEqual({
      previousPrice: 20_000,
      reducedAt: reducedAt.toISOString(),
    })
  })

  it('takes the lowest of several changes inside the window', () => {
    const changes = [
      { price: 22_000, changedAt: daysBefore(60) },
      { price: 19_500, changedAt: daysBefore(25) },
      { price: 21_000, changedAt: daysBefore(10) },
    ]
    expect(lowestPriceBefore(changes, reducedAt)).toBe(19_500)
    expect(priceDropFor(changes, 18_000, reducedAt)?.previousPrice).toBe(19_500)
  })

  it('shows no reduction after a raise when the new price is not below the lowest of the window', () => {
    const changes = [
      { price: 18_000, changedAt: daysBefore(20) },
      { price: 21_000, changedAt: daysBefore(5) },
    ]
    // Raised to 21,000 then lowered back to 18,500: the 30-day lowest (18,000) is not above it.
    expect(priceDropFor(changes, 18_500, reducedAt)).toBeNull()
    expect(priceDropFor(changes, 18_000, reducedAt)).toBeNull()
    expect(priceDropFor(changes, 17_000, reducedAt)?.previousPrice).toBe(18_000)
  })

  it('counts a price set exactly 30 days before, and not one replaced exactly then', () => {
    const atOpening = [
      { price: 15_000, changedAt: daysBefore(40) },
      { price: 20_000, changedAt: daysBefore(30) },
    ]
    expect(lowestPriceBefore(atOpening, reducedAt)).toBe(20_000)
    const justBefore = [
      { price: 15_000, changedAt: daysBefore(40) },
      { price: 20_000, changedAt: new Date(reducedAt.getTime() - 30 * DAY + 1).toISOString() },
    ]
    expect(lowestPriceBefore(justBefore, reducedAt)).toBe(15_000)
  })

  it('ignores changes at or after the reduction, in whatever order they come', () => {
    const changes = [
      { price: 9_000, changedAt: reducedAt.toISOString() },
      { price: 21_000, changedAt: daysBefore(3) },
      { price: 20_000, changedAt: daysBefore(45) },
    ]
    expect(lowestPriceBefore(changes, reducedAt)).toBe(20_000)
  })
})

describe('how long a reduction is shown', () => {
  const drop = { previousPrice: 20_000, reducedAt: '2026-06-15T10:00:00Z' }
  const car = { price: 18_000, priceOnRequest: false, status: 'disponibile' }

  it('shows it from the day of the reduction for 30 calendar days in Italy', () => {
    expect(shownPriceDrop(drop, car, new Date('2026-06-15T10:00:00Z'))).toEqual(drop)
    expect(shownPriceDrop(drop, car, new Date('2026-07-14T21:59:00Z'))).toEqual(drop)
    // 15 July in Italy (after 22:00 UTC in summer) is the 30th day after: no more badge.
    expect(shownPriceDrop(drop, car, new Date('2026-07-14T22:00:00Z'))).toBeNull()
  })

  it('hides it for a sold car, a price on request or a price back at the reference', () => {
    const now = new Date('2026-06-16T10:00:00Z')
    expect(shownPriceDrop(drop, { ...car, status: 'venduta' }, now)).toBeNull()
    expect(shownPriceDrop(drop, { ...car, priceOnRequest: true }, now)).toBeNull()
    expect(shownPriceDrop(drop, { ...car, price: 20_000 }, now)).toBeNull()
    expect(shownPriceDrop(null, car, now)).toBeNull()
  })
})

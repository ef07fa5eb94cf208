import { daysBetween, italianDate } from './italian-days.ts'

/**
 * How long a sold car's page stays 'Venduta' with similar cars before it answers 301 to the
 * inventory of its make and model (the dealer's setting; see decision 048).
 */
export const SOLD_PAGE_DAYS = { default: 90, min: 1, max: 3650 } as const

/**
 * Whether a sold car's page has ended today: from the `days`-th calendar day (in Italy) after the
 * day it was sold. A car without a sale date keeps its page.
 */
export function soldPageEnded(soldAt: string | null | undefined, days: number, now: Date): boolean {
  if (!soldAt) return false
  return daysBetween(italianDate(soldAt), italianDate(now)) >= days
}

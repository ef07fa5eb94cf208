/**
 * Calendar days where the dealer is. The badge and the sold page end on a day, not at an hour,
 * so a page kept for today (the render cache keys on the Italian date) is never wrong by the evening.
 */
const ITALIAN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' })

/** `YYYY-MM-DD` of a moment in Italy. */
export function italianDate(moment: Date | string | number): string {
  return ITALIAN_DATE.format(new Date(moment))
}

/** Whole calendar days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

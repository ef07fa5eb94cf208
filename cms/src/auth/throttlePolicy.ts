/** How one kind of throttle key slows down: free failures, then a delay that doubles up to a cap. */
export interface ThrottleRule {
  freeFailures: number
  firstDelaySeconds: number
  maxDelaySeconds: number
}

/** A key's failures are counted in a window of a day from its first one; then it starts again from zero. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60

/** The wait after the given number of failures: none while free, then first, 2 × first, 4 × first... up to the cap. */
export function delaySeconds(failures: number, rule: ThrottleRule): number {
  if (failures < rule.freeFailures) return 0
  const doublings = Math.min(failures - rule.freeFailures, 30)
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** doublings)
}

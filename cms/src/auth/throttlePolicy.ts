/** How one kind of throttle key slows down: free failures, then a delay that doubles up to a cap. */
export interface ThrottleRule {
  freeFailures: number
  firstDelaySeconds: number
  maxDelaySeconds: number
}

/** What the store keeps per key. */
export interface KeyState {
  failures: number
  blockedUntil: Date | null
  lastAttemptAt: Date | null
}

/** A key with no failures for this long starts again from zero. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60

export const EMPTY_STATE: KeyState = { failures: 0, blockedUntil: null, lastAttemptAt: null }

/** The wait after the given number of failures: none while free, then first, 2 × first, 4 × first... up to the cap. */
export function delaySeconds(failures: number, rule: ThrottleRule): number {
  if (failures < rule.freeFailures) return 0
  const doublings = Math.min(failures - rule.freeFailures, 30)
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** doublings)
}

/** Seconds until the key accepts an attempt again; 0 when it does now. */
export function secondsBlocked(state: KeyState, now: Date): number {
  if (!state.blockedUntil) return 0
  return Math.max(0, Math.ceil((state.blockedUntil.getTime() - now.getTime()) / 1000))
}

function blockAfter(failures: number, rule: ThrottleRule, from: Date): Date | null {
  const delay = delaySeconds(failures, rule)
  return delay > 0 ? new Date(from.getTime() + delay * 1000) : null
}

/**
 * The state once an attempt is let through. It counts as a failure from the
 * start, so parallel guesses see the delay at once; a success gives it back.
 */
export function countAttempt(state: KeyState, rule: ThrottleRule, now: Date): KeyState {
  const forgotten =
    state.lastAttemptAt !== null && now.getTime() - state.lastAttemptAt.getTime() > FORGET_AFTER_SECONDS * 1000
  const failures = (forgotten ? 0 : state.failures) + 1
  return { failures, blockedUntil: blockAfter(failures, rule, now), lastAttemptAt: now }
}

/** The state once an attempt counted by `countAttempt` turns out to be a success. */
export function refundAttempt(state: KeyState, rule: ThrottleRule): KeyState {
  const failures = Math.max(0, state.failures - 1)
  const from = state.lastAttemptAt ?? new Date()
  return { failures, blockedUntil: blockAfter(failures, rule, from), lastAttemptAt: state.lastAttemptAt }
}

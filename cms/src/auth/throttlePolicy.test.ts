import { describe, expect, it } from 'vitest'

import { countAttempt, delaySeconds, EMPTY_STATE, refundAttempt, secondsBlocked, type KeyState } from './throttlePolicy'

const rule = { freeFailures: 3, firstDelaySeconds: 2, maxDelaySeconds: 60 }
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000)

describe('the login throttle policy', () => {
  it('lets the free failures through, then doubles the delay up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 40].map((failures) => delaySeconds(failures, rule))).toEqual([
      0, 0, 2, 4, 8, 16, 32, 60, 60,
    ])
  })

  it('blocks from the attempt that uses up the free failures, for the delay', () => {
    let state: KeyState = EMPTY_STATE
    for (let i = 0; i < 3; i++) {
      expect(secondsBlocked(state, at(0))).toBe(0)
      state = countAttempt(state, rule, at(0))
    }
    expect(state.failures).toBe(3)
    expect(secondsBlocked(state, at(0))).toBe(2)
    expect(secondsBlocked(state, at(1.5))).toBe(1)
    expect(secondsBlocked(state, at(2))).toBe(0)
    state = countAttempt(state, rule, at(2))
    expect(secondsBlocked(state, at(2))).toBe(4)
  })

  it('forgets the failures of a key left alone for a day', () => {
    const busy = { failures: 9, blockedUntil: at(60), lastAttemptAt: at(0) }
    expect(countAttempt(busy, rule, at(24 * 3600 + 1)).failures).toBe(1)
    expect(countAttempt(busy, rule, at(3600)).failures).toBe(10)
  })

  it('gives a successful attempt back, lifting the delay it caused', () => {
    const counted = countAttempt({ failures: 2, blockedUntil: null, lastAttemptAt: at(0) }, rule, at(5))
    expect(secondsBlocked(counted, at(5))).toBe(2)
    const refunded = refundAttempt(counted, rule)
    expect(refunded.failures).toBe(2)
    expect(secondsBlocked(refunded, at(5))).toBe(0)
    expect(refundAttempt(EMPTY_STATE, rule).failures).toBe(0)
  })
})

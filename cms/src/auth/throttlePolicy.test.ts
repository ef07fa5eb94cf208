import { describe, expect, it } from 'vitest'

import { delaySeconds } from './throttlePolicy'

const rule = { freeFailures: 3, firstDelaySeconds: 2, maxDelaySeconds: 60 }

describe('the login throttle policy', () => {
  it('lets the free failures through, then doubles the delay up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 40].map((failures) => delaySeconds(failures, rule))).toEqual([
      0, 0, 0, 2, 4, 8, 16, 32, 60, 60,
    ])
  })
})

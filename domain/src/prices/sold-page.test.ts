import { describe, expect, it } from 'vitest'

import { soldPageDays } from '../dealer-settings/settings-rules'
import { soldPageEnded } from './sold-page'

describe('a sold car page', () => {
  const soldAt = '2026-03-01T15:00:00Z'

  it('stays until the 90th day in Italy after the sale, then ends', () => {
    expect(soldPageEnded(soldAt, 90, new Date('2026-03-01T16:00:00Z'))).toBe(false)
    expect(soldPageEnded(soldAt, 90, new Date('2026-05-29T21:59:00Z'))).toBe(false)
    // 30 May is 90 days after 1 March; midnight in Italy is 22:00 UTC in May.
    expect(soldPageEnded(soldAt, 90, new Date('2026-05-29T22:00:00Z'))).toBe(true)
    expect(soldPageEnded(soldAt, 90, new Date('2026-09-01T10:00:00Z'))).toBe(true)
  })

  it('follows the setting, and keeps the page of a car without a sale date', () => {
    expect(soldPageEnded(soldAt, 1, new Date('2026-03-02T00:30:00+01:00'))).toBe(true)
    expect(soldPageEnded(soldAt, 1, new Date('2026-03-01T23:30:00+01:00'))).toBe(false)
    expect(soldPageEnded(null, 1, new Date('2030-01-01T00:00:00Z'))).toBe(false)
  })
})

describe('the sold page days setting', () => {
  it('takes a whole number of days from 1 to 3650, typed or sent as a number', () => {
    expect(soldPageDays(90)).toEqual({ ok: true, value: 90 })
    expect(soldPageDays(' 120 ')).toEqual({ ok: true, value: 120 })
    expect(soldPageDays('')).toEqual({ ok: false, code: 'required' })
    for (const bad of [0, 3651, 1.5, '1,5', 'novanta', -3, true])
      expect(soldPageDays(bad)).toEqual({ ok: false, code: 'soldPageDays' })
  })
})

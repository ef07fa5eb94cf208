import { describe, expect, it } from 'vitest'

import { easterSunday, isItalianHoliday } from './italian-holidays.ts'

describe('easterSunday', () => {
  it('gives the dates of the Church calendar', () => {
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    expect(easterSunday(2038)).toBe('2038-04-25')
  })
})

describe('isItalianHoliday', () => {
  it('knows the fixed national holidays and Easter Monday', () => {
    for (const date of ['2026-01-01', '2026-01-06', '2026-04-25', '2026-05-01', '2026-06-02', '2026-08-15'])
      expect(isItalianHoliday(date)).toBe(true)
    for (const date of ['2026-11-01', '2026-12-08', '2026-12-25', '2026-12-26', '2026-04-06', '2027-03-29'])
      expect(isItalianHoliday(date)).toBe(true)
  })

  it('leaves ordinary days, Easter Sunday and Christmas Eve open', () => {
    for (const date of ['2026-04-05', '2026-04-07', '2026-12-24', '2026-12-09', '2026-06-03'])
      expect(isItalianHoliday(date)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { formatDate, formatMileage, formatPrice } from './format'

describe('formatPrice', () => {
  it('puts the euro sign first and groups thousands with dots', () => {
    expect(formatPrice(23900)).toBe('€ 23.900')
    expect(formatPrice(129500)).toBe('€ 129.500')
  })

  it('groups four-digit prices too', () => {
    expect(formatPrice(9500)).toBe('€ 9.500')
  })

  it('shows no decimals', () => {
    expect(formatPrice(999)).toBe('€ 999')
  })
})

describe('formatMileage', () => {
  it('groups thousands and adds km', () => {
    expect(formatMileage(45000)).toBe('45.000 km')
    expect(formatMileage(0)).toBe('0 km')
  })
})

describe('formatDate', () => {
  it('writes the day in Italian format, in the dealer’s time zone', () => {
    expect(formatDate(new Date('2026-11-21T10:00:00Z'), 'it')).toBe('21/11/2026')
    // 23:30 in London is already the next day in Rome.
    expect(formatDate(new Date('2026-03-04T23:30:00Z'), 'it')).toBe('05/03/2026')
  })

  it('uses the same day-first order in English', () => {
    expect(formatDate(new Date('2026-11-21T10:00:00Z'), 'en')).toBe('21/11/2026')
  })
})

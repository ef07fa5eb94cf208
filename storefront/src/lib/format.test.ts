import { describe, expect, it } from 'vitest'
import { formatDate, formatMileage, formatMonth, formatNumber, formatPrice } from './format'

describe('formatPrice', () => {
  it('in Italian puts the euro sign first with a space and groups thousands with dots', () => {
    expect(formatPrice(23900, 'it')).toBe('€ 23.900')
    expect(formatPrice(129500, 'it')).toBe('€ 129.500')
  })

  it('in English attaches the euro sign and groups thousands with commas', () => {
    expect(formatPrice(49900, 'en')).toBe('€49,900')
    expect(formatPrice(129500, 'en')).toBe('€129,500')
  })

  it('groups four-digit prices too', () => {
    expect(formatPrice(9500, 'it')).toBe('€ 9.500')
    expect(formatPrice(9500, 'en')).toBe('€9,500')
  })

  it('shows no decimals', () => {
    expect(formatPrice(999, 'it')).toBe('€ 999')
    expect(formatPrice(999, 'en')).toBe('€999')
  })
})

describe('formatMileage', () => {
  it('groups thousands the language’s way and adds km', () => {
    expect(formatMileage(12000, 'it')).toBe('12.000 km')
    expect(formatMileage(12000, 'en')).toBe('12,000 km')
    expect(formatMileage(0, 'it')).toBe('0 km')
    expect(formatMileage(0, 'en')).toBe('0 km')
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

describe('formatNumber', () => {
  it('writes decimals and thousands the language’s way', () => {
    expect(formatNumber(5.4, 'it', 1)).toBe('5,4')
    expect(formatNumber(5.4, 'en', 1)).toBe('5.4')
    expect(formatNumber(6, 'it', 1)).toBe('6')
    expect(formatNumber(1995, 'it')).toBe('1.995')
    expect(formatNumber(1995, 'en')).toBe('1,995')
  })
})

describe('formatMonth', () => {
  it('writes a registration month as the certificate does', () => {
    expect(formatMonth('2021-03')).toBe('03/2021')
  })
})

import { describe, expect, it } from 'vitest'
import { formatDate, formatMileage, formatMoney, formatMonth, formatNumber, formatPercent, formatPrice } from './format'

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

describe('numbers written without Intl', () => {
  const intl = (language: 'it' | 'en', decimals: number) =>
    new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', {
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    })
  const values = [0, 7, 999, 1000, 9500, 12345.678, 23900, 129500, 1234567, 1.005, 2.5, 0.05, 5.45, 99.95, 1e6 + 0.5]

  it('write what Intl.NumberFormat writes, rounding and grouping included', () => {
    for (const language of ['it', 'en'] as const) {
      for (const decimals of [0, 1, 2]) {
        for (const value of values) {
          expect(formatNumber(value, language, decimals), `${value} (${language}, ${decimals})`).toBe(
            intl(language, decimals).format(value),
          )
        }
      }
    }
  })

  it('write amounts to the cent and rates as the finance figures showed them with Intl', () => {
    for (const language of ['it', 'en'] as const) {
      const locale = language === 'it' ? 'it-IT' : 'en-GB'
      const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', useGrouping: 'always' })
      const rate = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      for (const value of [...values, -5, 236680.8, 6500]) {
        expect(formatMoney(value, language), `${value} (${language})`).toBe(money.format(value))
      }
      for (const value of [0, 5.99, 7.95, 9.555, 12.345, 100]) {
        expect(formatPercent(value, language), `${value} (${language})`).toBe(`${rate.format(value)}%`)
      }
    }
  })

  it('keep the sign of negative numbers', () => {
    expect(formatNumber(-1234.5, 'it', 1)).toBe('-1.234,5')
    expect(formatNumber(-2.5, 'en')).toBe('-3')
  })
})

describe('formatMonth', () => {
  it('writes a registration month as the certificate does', () => {
    expect(formatMonth('2021-03')).toBe('03/2021')
  })
})

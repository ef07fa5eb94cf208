import { describe, expect, it } from 'vitest'
import { formatMileage, formatPrice } from './format'

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

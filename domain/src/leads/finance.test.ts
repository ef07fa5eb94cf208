import { describe, expect, it } from 'vitest'

import { estimateFinance, financeRequestErrors, instalmentFor, taegFor } from './finance.ts'

describe('instalmentFor', () => {
  it('amortises 10,000 € over 12 months at 12% TAN into 888.49 € a month', () => {
    expect(instalmentFor(10_000, 12, 12)).toBeCloseTo(888.49, 2)
  })

  it('divides the amount evenly at 0%', () => {
    expect(instalmentFor(12_000, 0, 24)).toBe(500)
  })
})

describe('taegFor', () => {
  it('equals the effective annual rate of the TAN when there are no fees', () => {
    const payment = instalmentFor(10_000, 12, 12)
    // (1 + 0.12/12)^12 - 1 = 12.68%
    expect(taegFor(10_000, payment, 12)).toBe(12.68)
  })

  it('is zero for a loan that costs nothing', () => {
    expect(taegFor(12_000, 500, 24)).toBe(0)
  })

  it('rises above the TAN with fees', () => {
    const payment = instalmentFor(10_300, 5, 36) + 3
    expect(taegFor(10_000, payment, 36)).toBeGreaterThan(7)
  })
})

describe('estimateFinance', () => {
  const rates = { tan: 6.95, setupFee: 300, instalmentFee: 3 }

  it('gives instalment, TAN, TAEG and total owed for price less down payment', () => {
    const estimate = estimateFinance({ price: 15_000, downPayment: 3_000, months: 60 }, rates)!
    expect(estimate.amountFinanced).toBe(12_000)
    // 12,300 € at 6.95% over 60 months is 243.26 €, plus 3 € of fee
    expect(estimate.monthlyInstalment).toBe(246.26)
    expect(estimate.totalOwed).toBe(14_775.6)
    expect(estimate.tan).toBe(6.95)
    // checked independently: the annual rate at which 60 × 246.26 € is worth 12,000 € today
    expect(estimate.taeg).toBe(8.85)
  })

  it('refuses months outside 12-84, a down payment not below the price, a price of zero', () => {
    expect(financeRequestErrors({ price: 10_000, downPayment: 0, months: 6 })).toEqual({ months: 'invalidMonths' })
    expect(financeRequestErrors({ price: 10_000, downPayment: 0, months: 85 })).toEqual({ months: 'invalidMonths' })
    expect(financeRequestErrors({ price: 10_000, downPayment: 10_000, months: 24 })).toEqual({
      downPayment: 'invalidDownPayment',
    })
    expect(financeRequestErrors({ price: 0, downPayment: 0, months: 24 }).price).toBe('invalidPrice')
    expect(estimateFinance({ price: 10_000, downPayment: 0, months: 90 }, rates)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { formatAddress, formatAddressLines } from './address'

describe('formatAddressLines', () => {
  it('writes street, then postal code, town and province', () => {
    expect(
      formatAddressLines({ street: 'Via Emilia 1', postalCode: '29017', city: "Fiorenzuola d'Arda", province: 'PC' }),
    ).toEqual(['Via Emilia 1', "29017 Fiorenzuola d'Arda (PC)"])
  })

  it('leaves out missing parts', () => {
    expect(formatAddressLines({ street: '', postalCode: null, city: 'Piacenza', province: null })).toEqual(['Piacenza'])
  })
})

describe('formatAddress', () => {
  it('joins the lines with a comma', () => {
    expect(formatAddress({ street: 'Via Emilia 1', postalCode: '29017', city: 'Fiorenzuola', province: 'PC' })).toBe(
      'Via Emilia 1, 29017 Fiorenzuola (PC)',
    )
  })
})

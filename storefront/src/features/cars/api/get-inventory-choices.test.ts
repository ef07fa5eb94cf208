import { describe, expect, it } from 'vitest'
import { toInventoryChoices } from './get-inventory-choices'

describe('toInventoryChoices', () => {
  it('lists each make once with its models, both sorted', () => {
    expect(
      toInventoryChoices([
        { brand: 'Volkswagen', model: 'Polo' },
        { brand: 'BMW', model: 'X3' },
        { brand: 'BMW', model: 'iX1' },
        { brand: 'Audi', model: 'A3' },
        { brand: 'BMW', model: 'X3' },
      ]),
    ).toEqual({
      brands: ['Audi', 'BMW', 'Volkswagen'],
      modelsByBrand: { Audi: ['A3'], BMW: ['iX1', 'X3'], Volkswagen: ['Polo'] },
    })
  })

  it('is empty without cars', () => {
    expect(toInventoryChoices([])).toEqual({ brands: [], modelsByBrand: {} })
  })
})

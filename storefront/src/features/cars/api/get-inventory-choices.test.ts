import { describe, expect, it } from 'vitest'
import { toInventoryChoices } from './get-inventory-choices'

describe('toInventoryChoices', () => {
  it('lists each make once with its models, both sorted', () => {
    const choices = toInventoryChoices([
      { brand: 'Volkswagen', model: 'Polo', category: 'city-car' },
      { brand: 'BMW', model: 'X3', category: 'suv' },
      { brand: 'BMW', model: 'iX1', category: 'suv' },
      { brand: 'Audi', model: 'A3', category: 'berlina' },
      { brand: 'BMW', model: 'X3', category: 'suv' },
    ])
    expect(choices.brands).toEqual(['Audi', 'BMW', 'Volkswagen'])
    expect(choices.modelsByBrand).toEqual({ Audi: ['A3'], BMW: ['iX1', 'X3'], Volkswagen: ['Polo'] })
  })

  it('offers only the categories some car has, in the filters’ order', () => {
    const choices = toInventoryChoices([
      { brand: 'Ferrari', model: '296 GTB', category: 'sportiva' },
      { brand: 'Volkswagen', model: 'ID. Buzz', category: 'monovolume' },
      { brand: 'Audi', model: 'A3', category: 'berlina' },
      { brand: 'Porsche', model: '911', category: 'sportiva' },
    ])
    expect(choices.categories).toEqual(['berlina', 'monovolume', 'sportiva'])
  })

  it('is empty without cars', () => {
    expect(toInventoryChoices([])).toEqual({ brands: [], modelsByBrand: {}, categories: [] })
  })
})

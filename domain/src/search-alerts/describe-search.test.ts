import { describe, expect, it } from 'vitest'

import { parseInventoryFilters } from '../inventory-filters'
import { describeSearch } from './describe-search'

const describeQuery = (query: string, language: 'it' | 'en' = 'it') =>
  describeSearch(parseInventoryFilters(new URLSearchParams(query)), language)

describe('describeSearch', () => {
  it("says the dealer's example as the panel shows it", () => {
    expect(describeQuery('category=suv&fuel=diesel&maxPrice=20000')).toBe('SUV diesel sotto 20.000 €')
    expect(describeQuery('category=suv&fuel=diesel&maxPrice=20000', 'en')).toBe('SUV diesel under €20,000')
  })

  it('names the make and model, the bounds and the yes-or-no filters', () => {
    expect(
      describeQuery('brand=Volkswagen&model=Golf&fuel=gpl&minPrice=8000&maxPrice=15000&minYear=2018&newDrivers=1'),
    ).toBe('Volkswagen Golf GPL tra 8.000 € e 15.000 € dal 2018 per neopatentati')
    expect(describeQuery('transmission=automatica&minEuroClass=euro6&vatShown=1')).toBe(
      'auto automatica almeno Euro 6 con IVA esposta',
    )
    expect(describeQuery('condition=km0&minPower=150&onlyAvailable=1', 'en')).toBe(
      'cars zero km from 150 CV available only',
    )
  })

  it('says any car for a search without filters', () => {
    expect(describeQuery('')).toBe('qualsiasi auto')
    expect(describeQuery('', 'en')).toBe('any car')
  })
})

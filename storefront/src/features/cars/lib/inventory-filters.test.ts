import { describe, expect, it } from 'vitest'
import {
  countActiveFilters,
  inventoryApiPath,
  inventoryPageSearchParams,
  inventorySearchParams,
  parseInventoryFilters,
  parsePageNumber,
  withFilter,
  withoutEmptyFields,
  type InventoryFilters,
} from './inventory-filters'

const parse = (query: string) => parseInventoryFilters(new URLSearchParams(query))

function apiWhere(filters: InventoryFilters): Record<string, string> {
  const url = new URL(inventoryApiPath(filters), 'http://x')
  return Object.fromEntries(url.searchParams)
}

describe('parseInventoryFilters', () => {
  it('reads every filter of the query string', () => {
    expect(
      parse(
        'brand=BMW&model=X3&fuel=diesel&transmission=automatica&category=suv&condition=usata' +
          '&minPrice=10000&maxPrice=30000&minYear=2018&maxYear=2024&minPower=150&sort=price-asc',
      ),
    ).toEqual({
      brand: 'BMW',
      model: 'X3',
      fuel: 'diesel',
      transmission: 'automatica',
      category: 'suv',
      condition: 'usata',
      minPrice: 10000,
      maxPrice: 30000,
      minYear: 2018,
      maxYear: 2024,
      minPower: 150,
      sort: 'price-asc',
    })
  })

  it('leaves out empty, unknown and malformed values', () => {
    expect(
      parse('brand=&model=%20&fuel=nuclear&category=SUV&minPrice=abc&maxPrice=-5&minYear=20.5&sort=random&color=red'),
    ).toEqual({})
  })

  it('treats the default order as no order', () => {
    expect(parse('sort=newest')).toEqual({})
  })

  it('trims text and accepts zero as a bound', () => {
    expect(parse('brand=%20Audi%20&minPrice=0')).toEqual({ brand: 'Audi', minPrice: 0 })
  })
})

describe('the Italian buyer’s filters', () => {
  it('reads the minimum Euro class and the two yes-or-no filters, as a ticked box sends them', () => {
    expect(parseInventoryFilters(new URLSearchParams('minEuroClass=euro6d-temp&newDrivers=1&vatShown=1'))).toEqual({
      minEuroClass: 'euro6d-temp',
      newDrivers: true,
      vatShown: true,
    })
  })

  it('leaves out "not applicable" as a minimum and any other yes', () => {
    expect(parseInventoryFilters(new URLSearchParams('minEuroClass=na&newDrivers=true&vatShown=on'))).toEqual({})
  })

  it('writes them back in a fixed place, counted as filters', () => {
    const filters = { vatShown: true, minEuroClass: 'euro6', brand: 'BMW', newDrivers: true } as const
    expect(inventorySearchParams(filters).toString()).toBe('brand=BMW&minEuroClass=euro6&newDrivers=1&vatShown=1')
    expect(countActiveFilters(filters)).toBe(4)
  })
})

describe('inventorySearchParams', () => {
  it('round-trips through the query string in a fixed order', () => {
    const filters: InventoryFilters = { maxPrice: 30000, brand: 'Mercedes-Benz', sort: 'year-desc', fuel: 'ibrida' }
    const query = inventorySearchParams(filters).toString()

    expect(query).toBe('brand=Mercedes-Benz&fuel=ibrida&maxPrice=30000&sort=year-desc')
    expect(parse(query)).toEqual(filters)
  })

  it('is empty without filters', () => {
    expect(inventorySearchParams({}).toString()).toBe('')
  })
})

describe('withFilter', () => {
  it('clears the model when the brand changes', () => {
    expect(withFilter({ brand: 'BMW', model: 'X3', fuel: 'diesel' }, 'brand', 'Audi')).toEqual({
      brand: 'Audi',
      fuel: 'diesel',
    })
  })

  it('keeps the model when the same brand is chosen again', () => {
    expect(withFilter({ brand: 'BMW', model: 'X3' }, 'brand', 'BMW')).toEqual({ brand: 'BMW', model: 'X3' })
  })

  it('removes a filter set to nothing', () => {
    expect(withFilter({ fuel: 'diesel', maxPrice: 5 }, 'maxPrice', undefined)).toEqual({ fuel: 'diesel' })
    expect(withFilter({ brand: 'BMW', model: 'X3' }, 'brand', '')).toEqual({})
  })
})

describe('withoutEmptyFields', () => {
  it('drops the fields a plain form submits empty, and the default order', () => {
    const submitted = new URLSearchParams(
      'brand=&model=&fuel=elettrica&transmission=&category=&condition=&minPrice=&maxPrice=30000&minYear=&maxYear=&minPower=&sort=newest',
    )
    expect(withoutEmptyFields(submitted)?.toString()).toBe('fuel=elettrica&maxPrice=30000')
  })

  it('keeps a chosen order and any other parameter, in place', () => {
    expect(withoutEmptyFields(new URLSearchParams('brand=&lang=en&sort=price-asc'))?.toString()).toBe(
      'lang=en&sort=price-asc',
    )
    expect(withoutEmptyFields(new URLSearchParams('brand=+'))?.toString()).toBe('')
  })

  it('is null for an address with nothing to drop', () => {
    expect(withoutEmptyFields(new URLSearchParams('brand=BMW&sort=price-asc'))).toBeNull()
    expect(withoutEmptyFields(new URLSearchParams(''))).toBeNull()
  })
})

describe('parsePageNumber', () => {
  const page = (query: string) => parsePageNumber(new URLSearchParams(query))

  it('reads a whole page number from 1, and takes anything else for the first page', () => {
    expect(page('page=3')).toBe(3)
    expect(page('')).toBe(1)
    for (const value of ['0', '-2', '1.5', 'abc', '01', '9999999', '']) expect(page(`page=${value}`)).toBe(1)
  })
})

describe('inventoryPageSearchParams', () => {
  it('keeps the filters and adds the page after them, leaving the first page out', () => {
    expect(inventoryPageSearchParams({ brand: 'BMW', sort: 'price-asc' }, 2).toString()).toBe(
      'brand=BMW&sort=price-asc&page=2',
    )
    expect(inventoryPageSearchParams({ brand: 'BMW' }, 1).toString()).toBe('brand=BMW')
  })
})

describe('countActiveFilters', () => {
  it('counts the filters but not the order', () => {
    expect(countActiveFilters({})).toBe(0)
    expect(countActiveFilters({ sort: 'price-asc' })).toBe(0)
    expect(countActiveFilters({ brand: 'BMW', minPrice: 0, maxYear: 2020, sort: 'price-asc' })).toBe(3)
  })
})

describe('inventoryApiPath', () => {
  it('lists a page of listed cards (available or reserved), newest first, without filters', () => {
    expect(apiWhere({})).toEqual({
      depth: '0',
      limit: '12',
      page: '1',
      sort: '-createdAt',
      'where[status][in]': 'disponibile,prenotata',
      'select[slug]': 'true',
      'select[name]': 'true',
      'select[year]': 'true',
      'select[price]': 'true',
      'select[priceOnRequest]': 'true',
      'select[mileage]': 'true',
      'select[fuel]': 'true',
      'select[transmission]': 'true',
      'select[category]': 'true',
      'select[condition]': 'true',
      'select[isAvailable]': 'true',
      'select[status]': 'true',
      'select[euroClass]': 'true',
      'select[previousOwners]': 'true',
      'select[newDriverSuitable]': 'true',
      'select[cover]': 'true',
      'select[priceDrop]': 'true',
    })
    expect(new URL(inventoryApiPath({ brand: 'BMW' }, 3), 'http://x').searchParams.get('page')).toBe('3')
  })

  it('turns bounds into inclusive comparisons and choices into equality', () => {
    expect(
      apiWhere({
        brand: 'BMW',
        condition: 'km0',
        minPrice: 10000,
        maxPrice: 30000,
        minYear: 2020,
        maxYear: 2022,
        minPower: 100,
      }),
    ).toMatchObject({
      'where[brand][equals]': 'BMW',
      'where[condition][equals]': 'km0',
      'where[price][greater_than_equal]': '10000',
      'where[price][less_than_equal]': '30000',
      'where[year][greater_than_equal]': '2020',
      'where[year][less_than_equal]': '2022',
      'where[power][greater_than_equal]': '100',
    })
  })

  it('asks for the Euro class and every newer one, new drivers’ cars and VAT shown', () => {
    expect(apiWhere({ minEuroClass: 'euro6d', newDrivers: true, vatShown: true })).toMatchObject({
      'where[euroClass][in]': 'euro6d,euro6e',
      'where[newDriverSuitable][equals]': 'true',
      'where[vatRegime][equals]': 'esposta',
    })
  })

  it('maps the order to the API sort', () => {
    expect(apiWhere({ sort: 'price-desc' }).sort).toBe('-price')
    expect(apiWhere({ sort: 'mileage-asc' }).sort).toBe('mileage')
  })
})

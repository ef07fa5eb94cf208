import { describe, expect, it } from 'vitest'

import { fuelsNamedBy, numberIn, searchWhere } from './searchWhere'

describe('the list search', () => {
  it('reads numbers as people type them', () => {
    expect(numberIn('2019')).toBe(2019)
    expect(numberIn('14.500')).toBe(14500)
    expect(numberIn('14.500€')).toBe(14500)
    expect(numberIn('14.50')).toBeNull()
    expect(numberIn('AB123')).toBeNull()
  })

  it('names fuels by value or by label, in Italian or English', () => {
    expect(fuelsNamedBy('Elett')).toEqual(['elettrica'])
    expect(fuelsNamedBy('gpl')).toEqual(['gpl'])
    expect(fuelsNamedBy('hybrid')).toEqual(['ibrida'])
    expect(fuelsNamedBy('be')).toEqual([])
    expect(fuelsNamedBy('fiat')).toEqual([])
  })

  it('asks each word of names, plate, VIN, year, price and fuel', () => {
    const [yearWord, fuelWord] = searchWhere('2019  diesel')
    expect(yearWord?.or).toEqual(expect.arrayContaining([{ year: { equals: 2019 } }, { price: { equals: 2019 } }]))
    expect(yearWord?.or).toContainEqual({ plate: { contains: '2019' } })
    expect(fuelWord?.or).toContainEqual({ fuel: { in: ['diesel'] } })
    expect(fuelWord?.or).not.toContainEqual({ year: expect.anything() })
    expect(searchWhere('   ')).toEqual([])
  })
})

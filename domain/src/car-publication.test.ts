import { describe, expect, it } from 'vitest'

import {
  EMISSIONS_REQUIRED_MESSAGES,
  PRICE_REQUIRED_MESSAGE,
  emissionsRequiredError,
  priceRequiredError,
} from './car-publication.ts'

describe('emissionsRequiredError', () => {
  it('asks a new or km 0 car for its consumption and CO₂', () => {
    for (const condition of ['nuova', 'km0']) {
      expect(emissionsRequiredError('consumption', { condition, co2: 110 })).toBe(
        EMISSIONS_REQUIRED_MESSAGES.consumption,
      )
      expect(emissionsRequiredError('co2', { condition, consumption: 4.8, co2: null })).toBe(
        EMISSIONS_REQUIRED_MESSAGES.co2,
      )
    }
  })

  it('accepts a new car with both figures, 0 g/km included', () => {
    expect(emissionsRequiredError('consumption', { condition: 'nuova', consumption: 4.8, co2: 110 })).toBeNull()
    expect(emissionsRequiredError('co2', { condition: 'km0', consumption: 15.2, co2: 0 })).toBeNull()
  })

  it('asks nothing of a used car', () => {
    expect(emissionsRequiredError('consumption', { condition: 'usata' })).toBeNull()
    expect(emissionsRequiredError('co2', { condition: 'usata', co2: null })).toBeNull()
  })
})

describe('priceRequiredError', () => {
  it('refuses a price of 0 unless the price is on request', () => {
    expect(priceRequiredError({ price: 0 })).toBe(PRICE_REQUIRED_MESSAGE)
    expect(priceRequiredError({ price: 0, priceOnRequest: false })).toBe(PRICE_REQUIRED_MESSAGE)
    expect(priceRequiredError({ price: 0, priceOnRequest: true })).toBeNull()
    expect(priceRequiredError({ price: 12900 })).toBeNull()
  })
})

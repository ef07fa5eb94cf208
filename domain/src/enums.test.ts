import { describe, expect, it } from 'vitest'

import { CATEGORIES, FUELS, TRANSMISSIONS, normalizeEnum } from './enums.ts'

describe('normalizeEnum', () => {
  it('accepts stored values in any case', () => {
    expect(normalizeEnum('Benzina', FUELS)).toBe('benzina')
    expect(normalizeEnum('GPL', FUELS)).toBe('gpl')
    expect(normalizeEnum('suv', CATEGORIES)).toBe('suv')
  })

  it('maps the panel-form labels', () => {
    expect(normalizeEnum('Automatico', TRANSMISSIONS)).toBe('automatica')
    expect(normalizeEnum('Robotizzato', TRANSMISSIONS)).toBe('semiautomatica')
    expect(normalizeEnum('Utilitaria', CATEGORIES)).toBe('city-car')
    expect(normalizeEnum('Station Wagon', CATEGORIES)).toBe('station-wagon')
  })

  it('rejects anything else', () => {
    expect(normalizeEnum('Elettrica', CATEGORIES)).toBeNull()
    expect(normalizeEnum('petrol', FUELS)).toBeNull()
    expect(normalizeEnum(3, FUELS)).toBeNull()
    expect(normalizeEnum(undefined, FUELS)).toBeNull()
  })
})

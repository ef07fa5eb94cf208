import { describe, expect, it } from 'vitest'

import { CATEGORIES, EURO_CLASSES, FUELS, TRANSMISSIONS, VAT_REGIMES, euroClassesFrom, normalizeEnum } from './enums.ts'

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

describe('euroClassesFrom', () => {
  it('gives the minimum and every newer class, never "not applicable"', () => {
    expect(euroClassesFrom('euro6d')).toEqual(['euro6d', 'euro6e'])
    expect(euroClassesFrom('euro5')).toEqual(['euro5', 'euro6', 'euro6b', 'euro6c', 'euro6d-temp', 'euro6d', 'euro6e'])
    expect(euroClassesFrom('na')).toEqual([])
  })

  it('reads the labels people type', () => {
    expect(normalizeEnum('Euro 6d-TEMP', EURO_CLASSES)).toBe('euro6d-temp')
    expect(normalizeEnum('IVA esposta', VAT_REGIMES)).toBe('esposta')
  })
})

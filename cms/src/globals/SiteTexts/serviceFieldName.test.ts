import { describe, expect, it } from 'vitest'

import { serviceIds } from '@autosalone/domain/public-pages'
import { serviceFieldName } from './serviceFieldName'

describe('serviceFieldName', () => {
  it('turns each service id into an identifier', () => {
    expect(serviceFieldName('vendita-auto')).toBe('venditaAuto')
    expect(serviceFieldName('noleggio')).toBe('noleggio')
  })

  it('gives every service a different name', () => {
    const names = serviceIds.map(serviceFieldName)
    expect(new Set(names).size).toBe(serviceIds.length)
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z]*$/)
  })
})

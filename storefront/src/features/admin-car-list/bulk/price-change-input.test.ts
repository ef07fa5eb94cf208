import { describe, expect, it } from 'vitest'

import { readPriceChange } from './price-change-input'

describe('the bulk price change as typed', () => {
  it('reads a percentage up or down, with a comma or a point', () => {
    expect(readPriceChange('percent', 'up', '10')).toEqual({ kind: 'percent', value: 10 })
    expect(readPriceChange('percent', 'down', ' 2,5 ')).toEqual({ kind: 'percent', value: -2.5 })
    expect(readPriceChange('percent', 'down', '90')).toEqual({ kind: 'percent', value: -90 })
    expect(readPriceChange('percent', 'up', '100')).toEqual({ kind: 'percent', value: 100 })
  })

  it('reads an amount in whole euros', () => {
    expect(readPriceChange('amount', 'up', '500')).toEqual({ kind: 'amount', value: 500 })
    expect(readPriceChange('amount', 'down', '1000')).toEqual({ kind: 'amount', value: -1000 })
    expect(readPriceChange('amount', 'up', '1.500')).toEqual({ kind: 'amount', value: 1500 })
  })

  it.each([
    ['percent', 'down', '91'],
    ['percent', 'up', '101'],
    ['percent', 'up', '2,537'],
    ['percent', 'up', '0'],
    ['percent', 'up', '-5'],
    ['percent', 'up', '1e2'],
    ['percent', 'up', ''],
    ['amount', 'up', '10,5'],
    ['amount', 'up', '1000001'],
    ['amount', 'up', 'dieci'],
    ['amount', 'up', '1.50'],
    ['amount', 'up', '0'],
  ] as const)('takes no %s %s of %j', (kind, direction, typed) => {
    expect(readPriceChange(kind, direction, typed)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import { parseRecordId } from './record-id.ts'

describe('parseRecordId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [42, 42],
    ['2147483647', 2_147_483_647],
  ])('reads %j as %j', (input, id) => {
    expect(parseRecordId(input)).toBe(id)
  })

  it.each([
    ['abc'],
    ['-1'],
    ['0'],
    [0],
    [-3],
    ['1 OR 1=1'],
    ['1.5'],
    [1.5],
    ['1e3'],
    [' 7'],
    ['07'],
    ['0x1'],
    ['2147483648'],
    ['99999999999'],
    [''],
    [null],
    [undefined],
    [Number.NaN],
    [['1']],
  ])('refuses %j', (input) => {
    expect(parseRecordId(input)).toBeNull()
  })
})

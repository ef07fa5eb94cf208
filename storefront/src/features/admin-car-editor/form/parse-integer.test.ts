import { describe, expect, it } from 'vitest'
import { parseInteger } from './parse-integer'

describe('parseInteger', () => {
  it('reads plain and grouped whole numbers', () => {
    expect(parseInteger('25000')).toBe(25000)
    expect(parseInteger('38.900')).toBe(38900)
    expect(parseInteger('1.234.567')).toBe(1234567)
    expect(parseInteger(' 38 900 ')).toBe(38900)
    expect(parseInteger("38'900")).toBe(38900)
  })

  it('keeps the leading number of a text with a unit or decimals', () => {
    expect(parseInteger('150 CV')).toBe(150)
    expect(parseInteger('12,5')).toBe(12)
    expect(parseInteger('2.5')).toBe(2)
  })

  it('gives null for text that is not a number', () => {
    expect(parseInteger('')).toBeNull()
    expect(parseInteger('abc')).toBeNull()
    expect(parseInteger('CV 150')).toBeNull()
  })
})

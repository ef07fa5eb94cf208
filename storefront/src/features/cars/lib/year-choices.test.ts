import { describe, expect, it } from 'vitest'
import { yearChoices } from './year-choices'

describe('yearChoices', () => {
  it('offers the current year and the 24 before it, newest first', () => {
    const years = yearChoices(new Date('2026-11-21T12:00:00Z'))

    expect(years).toHaveLength(25)
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(2002)
  })
})

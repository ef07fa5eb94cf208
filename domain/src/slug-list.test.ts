import { describe, expect, it } from 'vitest'
import { MAX_COMPARED_CARS, MAX_SLUG_LIST, parseSlugList, slugListParam } from './slug-list'

describe('parseSlugList', () => {
  it('reads slugs between commas, each once, in their first place', () => {
    expect(parseSlugList('golf-2020, panda-2019,,golf-2020', MAX_SLUG_LIST)).toEqual({
      slugs: ['golf-2020', 'panda-2019'],
      problem: null,
    })
  })

  it('reads an absent or empty value as an empty list', () => {
    expect(parseSlugList(null, 3)).toEqual({ slugs: [], problem: null })
    expect(parseSlugList('', 3)).toEqual({ slugs: [], problem: null })
    expect(parseSlugList(' , ', 3)).toEqual({ slugs: [], problem: null })
  })

  it('refuses more slugs than the list holds', () => {
    expect(parseSlugList('a,b,c,d', MAX_COMPARED_CARS)).toEqual({ slugs: [], problem: 'tooMany' })
    expect(parseSlugList('a,b,c', MAX_COMPARED_CARS).slugs).toEqual(['a', 'b', 'c'])
  })

  it('refuses what is not a slug', () => {
    for (const raw of ['Golf-2020', 'golf 2020', 'golf--2020', '-golf', 'golf/../x', 'golf\n2020', 'auto%20x']) {
      expect(parseSlugList(raw, 3).problem, raw).toBe('malformed')
    }
    expect(parseSlugList(`${'a'.repeat(101)}`, 3).problem).toBe('malformed')
  })

  it('refuses a value longer than any list of that size before splitting it', () => {
    expect(parseSlugList('a,'.repeat(200), MAX_COMPARED_CARS).problem).toBe('tooLong')
    expect(parseSlugList('a'.repeat(1_000_000), MAX_SLUG_LIST).problem).toBe('tooLong')
  })

  it('writes a list the way it reads it', () => {
    const slugs = ['bmw-serie-3-2021', 'fiat-500-2019']
    expect(parseSlugList(slugListParam(slugs), 3).slugs).toEqual(slugs)
  })
})

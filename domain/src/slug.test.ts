import { describe, expect, it } from 'vitest'

import { carSlugBase, slugCandidate, slugify } from './slug.ts'

describe('slugify', () => {
  it('lowercases, strips accents and joins words with dashes', () => {
    expect(slugify('Mercedes-Benz Classe C 220d Coupé')).toBe('mercedes-benz-classe-c-220d-coupe')
    expect(slugify('  Volkswagen  T-Roc 1.5 TSI  ')).toBe('volkswagen-t-roc-1-5-tsi')
  })

  it('drops characters that do not belong in a URL', () => {
    expect(slugify('<script>alert("x")</script>')).toBe('script-alert-x-script')
    expect(slugify("' OR 1=1 --")).toBe('or-1-1')
  })

  it('limits the length without a trailing dash', () => {
    const slug = slugify('a '.repeat(100))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug.endsWith('-')).toBe(false)
  })
})

describe('carSlugBase', () => {
  it('joins name and year', () => {
    expect(carSlugBase('BMW X3 xDrive20d', 2021)).toBe('bmw-x3-xdrive20d-2021')
  })

  it('falls back to a generic word when nothing is left', () => {
    expect(carSlugBase('***', null)).toBe('auto')
  })
})

describe('slugCandidate', () => {
  it('numbers collisions from 2', () => {
    expect(slugCandidate('audi-a4-2020', 1)).toBe('audi-a4-2020')
    expect(slugCandidate('audi-a4-2020', 2)).toBe('audi-a4-2020-2')
  })
})

import { describe, expect, it } from 'vitest'

import { parseSearchAlertSignUp } from './alert-rules'

const base = { email: ' Mario.Rossi@Example.com ', privacy: 'on', language: 'it' }

describe('parseSearchAlertSignUp', () => {
  it('keeps the filters in their canonical order, without the sort, and the address in lower case', () => {
    const result = parseSearchAlertSignUp({
      ...base,
      maxPrice: '20000',
      fuel: 'diesel',
      category: 'suv',
      sort: 'price-asc',
    })
    expect(result).toEqual({
      signUp: {
        email: 'mario.rossi@example.com',
        language: 'it',
        filters: { category: 'suv', fuel: 'diesel', maxPrice: 20000 },
        query: 'fuel=diesel&category=suv&maxPrice=20000',
      },
    })
  })

  it('ignores empty filters a plain form sends for the choices left alone', () => {
    const result = parseSearchAlertSignUp({ ...base, brand: '', fuel: '' })
    expect(result).toMatchObject({ signUp: { query: '' } })
  })

  it('refuses a bad address, a missing consent and a filter it does not understand, by field', () => {
    expect(parseSearchAlertSignUp({ email: 'non-un-indirizzo', fuel: 'vapore' })).toEqual({
      errors: [
        { field: 'email', code: 'invalidEmail' },
        { field: 'privacy', code: 'privacyRequired' },
        { field: 'filters', code: 'invalidFilter' },
      ],
    })
    expect(parseSearchAlertSignUp({ ...base, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      errors: [{ field: 'email', code: 'tooLong' }],
    })
  })
})

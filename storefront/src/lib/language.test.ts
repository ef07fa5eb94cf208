import { describe, expect, it } from 'vitest'
import { languageCookie, resolveLanguage } from './language'

describe('resolveLanguage', () => {
  it('takes the ?lang= choice over the cookie', () => {
    expect(resolveLanguage('en', 'it')).toEqual({ language: 'en', chosenInUrl: true })
    expect(resolveLanguage('it', 'en')).toEqual({ language: 'it', chosenInUrl: true })
  })

  it('falls back to the cookie when the query has no supported language', () => {
    expect(resolveLanguage(null, 'en')).toEqual({ language: 'en', chosenInUrl: false })
    expect(resolveLanguage('de', 'en')).toEqual({ language: 'en', chosenInUrl: false })
  })

  it('defaults to Italian', () => {
    expect(resolveLanguage(null, undefined)).toEqual({ language: 'it', chosenInUrl: false })
    expect(resolveLanguage('EN', 'fr')).toEqual({ language: 'it', chosenInUrl: false })
  })
})

describe('languageCookie', () => {
  it('is kept for a year on every path', () => {
    expect(languageCookie('en', false)).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax')
  })

  it('is marked Secure on an https site', () => {
    expect(languageCookie('it', true)).toBe('lang=it; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })
})

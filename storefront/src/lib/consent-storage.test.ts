import { describe, expect, it } from 'vitest'
import {
  acceptAll,
  bannerDismissedStorageKey,
  consentStorageKey,
  isBannerNeeded,
  necessaryOnly,
  readConsent,
  saveConsent,
} from './consent-storage'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('consent storage', () => {
  it('asks with the banner while nothing is stored', () => {
    const storage = memoryStorage()

    expect(isBannerNeeded(storage)).toBe(true)
    expect(readConsent(storage)).toBeNull()
  })

  it('stores the choices and the dismissed flag under two keys', () => {
    const storage = memoryStorage()
    saveConsent(storage, { ...necessaryOnly, analytics: true })

    expect(JSON.parse(storage.items.get(consentStorageKey)!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    })
    expect(storage.items.get(bannerDismissedStorageKey)).toBe('true')
    expect(isBannerNeeded(storage)).toBe(false)
    expect(readConsent(storage)).toEqual({ ...necessaryOnly, analytics: true })
  })

  it('reads accept-all back whole', () => {
    const storage = memoryStorage()
    saveConsent(storage, acceptAll)

    expect(readConsent(storage)).toEqual(acceptAll)
  })

  it('keeps the banner closed when only the dismissed flag is stored', () => {
    expect(isBannerNeeded(memoryStorage({ [bannerDismissedStorageKey]: 'true' }))).toBe(false)
  })

  it('never reads necessary as refused and ignores anything but true', () => {
    const storage = memoryStorage({
      [consentStorageKey]: JSON.stringify({ necessary: false, analytics: 'yes', marketing: 1, preferences: true }),
    })

    expect(readConsent(storage)).toEqual({ necessary: true, analytics: false, marketing: false, preferences: true })
  })

  it('treats an unreadable record as no choice', () => {
    expect(readConsent(memoryStorage({ [consentStorageKey]: '{broken' }))).toBeNull()
    expect(readConsent(memoryStorage({ [consentStorageKey]: 'null' }))).toBeNull()
  })
})

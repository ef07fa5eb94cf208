/** The visitor's cookie choices; necessary cookies cannot be refused. */
export interface CookieConsent {
  necessary: true
  analytics: boolean
  marketing: boolean
  preferences: boolean
}

export type OptionalCategory = Exclude<keyof CookieConsent, 'necessary'>
export const optionalCategories: readonly OptionalCategory[] = ['analytics', 'marketing', 'preferences']

/** The two local-storage keys: the choices, and the fact that the banner was answered. */
export const consentStorageKey = 'cookie-consent'
export const bannerDismissedStorageKey = 'cookie-banner-dismissed'

export const acceptAll: CookieConsent = { necessary: true, analytics: true, marketing: true, preferences: true }
export const necessaryOnly: CookieConsent = { necessary: true, analytics: false, marketing: false, preferences: false }

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>

/** The stored choices, or `null` when there are none or they cannot be read. */
export function readConsent(storage: ConsentStorage): CookieConsent | null {
  const raw = storage.getItem(consentStorageKey)
  if (!raw) return null
  try {
    const stored: unknown = JSON.parse(raw)
    if (typeof stored !== 'object' || stored === null) return null
    const record = stored as Record<string, unknown>
    return {
      necessary: true,
      analytics: record.analytics === true,
      marketing: record.marketing === true,
      preferences: record.preferences === true,
    }
  } catch {
    return null
  }
}

/** The banner asks only while neither the choices nor the dismissed flag is stored. */
export function isBannerNeeded(storage: ConsentStorage): boolean {
  return storage.getItem(consentStorageKey) === null && storage.getItem(bannerDismissedStorageKey) === null
}

export function saveConsent(storage: ConsentStorage, consent: CookieConsent): void {
  storage.setItem(consentStorageKey, JSON.stringify({ ...consent, necessary: true }))
  storage.setItem(bannerDismissedStorageKey, 'true')
}

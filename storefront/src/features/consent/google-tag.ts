import type { CookieConsent } from '@/lib/consent-storage'

type ConsentValue = 'granted' | 'denied'
export type ConsentModeState = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'personalization_storage',
  ConsentValue
>

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const tagScriptOrigin = 'https://www.googletagmanager.com'

/** Google Consent Mode v2 signals for the visitor's choices. */
export function consentModeState(consent: CookieConsent | null): ConsentModeState {
  const value = (granted: boolean | undefined): ConsentValue => (granted ? 'granted' : 'denied')
  return {
    analytics_storage: value(consent?.analytics),
    ad_storage: value(consent?.marketing),
    ad_user_data: value(consent?.marketing),
    ad_personalization: value(consent?.marketing),
    personalization_storage: value(consent?.preferences),
  }
}

// The parameters only type the calls: gtag.js reads Arguments objects from the data layer, not arrays.
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  ;(window.dataLayer ??= []).push(arguments)
}

/** Everything denied until the visitor chooses: set before anything else runs. */
export function setConsentDefaults(stored: CookieConsent | null): void {
  gtag('consent', 'default', { ...consentModeState(null), security_storage: 'granted', wait_for_update: 500 })
  if (stored) gtag('consent', 'update', consentModeState(stored))
}

export function updateConsentMode(consent: CookieConsent): void {
  gtag('consent', 'update', consentModeState(consent))
}

let loadedMeasurementId: string | null = null

/** Adds Google's tag to the page, once per page life whatever the caller does. */
export function loadAnalytics(measurementId: string): void {
  if (loadedMeasurementId !== null) return
  loadedMeasurementId = measurementId
  gtag('js', new Date())
  gtag('config', measurementId)
  const script = document.createElement('script')
  script.async = true
  script.src = `${tagScriptOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`
  document.head.append(script)
}

import { readConsent } from '@/lib/consent-storage'

/**
 * Tells analytics a request was sent, only when the visitor allowed
 * analytics; the tag itself is loaded only then, so without consent nothing
 * leaves the page.
 */
export function trackLead(type: string): void {
  let analyticsAllowed = false
  try {
    analyticsAllowed = readConsent(window.localStorage)?.analytics === true
  } catch {
    analyticsAllowed = false
  }
  if (!analyticsAllowed) return
  // The same Arguments-object form gtag.js reads from the data layer.
  const push = function (..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    ;(window.dataLayer ??= []).push(arguments)
  }
  push('event', 'generate_lead', { lead_type: type })
}

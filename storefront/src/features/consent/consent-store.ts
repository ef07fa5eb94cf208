import { startTransition, useEffect, useState } from 'react'
import { browserStorage } from '@/lib/browser-storage'
import { isPageHydrated } from '@/lib/use-is-hydrated'
import {
  bannerDismissedStorageKey,
  consentStorageKey,
  isBannerNeeded,
  readConsent,
  saveConsent,
  type CookieConsent,
} from '@/lib/consent-storage'
import { updateConsentMode } from './google-tag'

export interface ConsentState {
  /** the stored choices; `null` before the visitor has chosen */
  consent: CookieConsent | null
  bannerNeeded: boolean
}

// The server cannot see the visitor's storage: it renders no banner, the browser adds it.
const unknownState: ConsentState = { consent: null, bannerNeeded: false }
const listeners = new Set<() => void>()
let cached: { key: string; state: ConsentState } | null = null

function readState(): ConsentState {
  const store = browserStorage()
  if (!store) return unknownState
  const key = `${store.getItem(consentStorageKey)}|${store.getItem(bannerDismissedStorageKey)}`
  if (cached?.key !== key) cached = { key, state: { consent: readConsent(store), bannerNeeded: isBannerNeeded(store) } }
  return cached.state
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/**
 * The visitor's stored cookie choices, kept in step with other tabs. While the page hydrates they
 * are the server's (none); the stored ones follow as a transition, so the banner is drawn in small
 * steps after the page has been taken over rather than in one long task with all its effects.
 */
export function useConsentState(): ConsentState {
  const [state, setState] = useState<ConsentState>(() => (isPageHydrated() ? readState() : unknownState))
  useEffect(() => {
    const update = () => setState(readState())
    startTransition(update)
    return subscribe(update)
  }, [])
  return state
}

/** Stores the choices, tells Google's consent mode and closes the banner everywhere. */
export function storeConsent(consent: CookieConsent): void {
  const store = browserStorage()
  if (store) saveConsent(store, consent)
  updateConsentMode(consent)
  for (const listener of listeners) listener()
}

/** The choices stored before this page loaded, for consent mode's first signal. */
export function initialConsent(): CookieConsent | null {
  return readState().consent
}

import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router-dom'
import type { Language } from '../lib/language'
import { scriptSafeJson } from '../lib/safe-json'

/**
 * What the server hands to the browser so hydration starts from the same data and language: in
 * a JSON element rather than the router's own inline script, which the CSP forbids.
 */
export interface AppState {
  language: Language
  queries: DehydratedState
  /** the loaders' answers, so the browser's router starts where the server's stopped */
  router: HydrationState
}

const appStateElementId = 'app-state'

/** The state as JSON that cannot end the script element it is placed in. */
export function serializeAppState(state: AppState): string {
  return scriptSafeJson(state)
}

export function appStateScript(state: AppState): string {
  return `<script type="application/json" id="${appStateElementId}">${serializeAppState(state)}</script>`
}

export function readAppState(document: Document): AppState {
  const element = document.getElementById(appStateElementId)
  if (!element?.textContent) throw new Error(`Missing #${appStateElementId}: the page was not server-rendered`)
  return JSON.parse(element.textContent) as AppState
}

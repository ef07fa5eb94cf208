import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router-dom'
import type { ReturnedFields } from '@/features/leads/returned-fields'
import type { Language } from '@/lib/language'
import { scriptSafeJson } from '@/lib/safe-json'

/**
 * What the server hands to the browser so hydration starts from the same data and language: in
 * a JSON element rather than the router's own inline script, which the CSP forbids.
 */
export interface AppState {
  language: Language
  queries: DehydratedState
  /** the loaders' answers, so the browser's router starts where the server's stopped */
  router: HydrationState
  /** what the visitor typed in a form the server sent back to them (only on that page) */
  returned?: ReturnedFields
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

/**
 * The server's answers as of `now`. A page may be sent long after it was rendered (the server
 * keeps renders), but only while the catalogue is unchanged since: its data is as fresh as the
 * page itself, and must not look stale to the queries that mount on it and fetch it again.
 */
export function receivedAt(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.dataUpdatedAt ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  }
}

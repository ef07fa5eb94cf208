import type { DehydratedState } from '@tanstack/react-query'
import type { Language } from '../lib/language'

/** What the server hands to the browser so hydration starts from the same data and language. */
export interface AppState {
  language: Language
  queries: DehydratedState
}

const appStateElementId = 'app-state'

const unsafeInScript: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON safe to place inside `<script>`: escaping `<`, `>` and `&` means no string in the data
 * can close the element or open a comment, and U+2028/2029 are escaped for older parsers.
 * `JSON.parse` reads the escapes back as the original characters.
 */
export function serializeAppState(state: AppState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => unsafeInScript[char])
}

export function appStateScript(state: AppState): string {
  return `<script type="application/json" id="${appStateElementId}">${serializeAppState(state)}</script>`
}

export function readAppState(document: Document): AppState {
  const element = document.getElementById(appStateElementId)
  if (!element?.textContent) throw new Error(`Missing #${appStateElementId}: the page was not server-rendered`)
  return JSON.parse(element.textContent) as AppState
}

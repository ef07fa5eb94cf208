import { handleEndpoints, type SanitizedConfig } from 'payload'

import type { InternalApi } from './storefront'

const MAX_ENTRIES = 200

/**
 * The server render's reads of the public API, answered in-process by the same
 * REST handler the browser uses. Public answers are kept (as text, parsed per
 * render so no render can change another's data) while the catalogue version
 * is unchanged, as the HTTP answer cache does for browsers.
 */
export function createInternalApi(
  config: Promise<SanitizedConfig>,
  catalogueVersion: () => Promise<string>,
): InternalApi {
  const answers = new Map<string, { version: string; text: string }>()

  return async <T>(apiPath: string): Promise<T> => {
    const version = await catalogueVersion()
    const stored = answers.get(apiPath)
    if (stored?.version === version) return JSON.parse(stored.text) as T

    const response = await handleEndpoints({
      config,
      request: new Request(new URL(apiPath, 'http://localhost'), { headers: { accept: 'application/json' } }),
    })
    const text = await response.text()
    if (!response.ok) throw Object.assign(new Error(`${response.status}: ${text}`), { status: response.status })

    answers.delete(apiPath)
    answers.set(apiPath, { version, text })
    if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value!)
    return JSON.parse(text) as T
  }
}

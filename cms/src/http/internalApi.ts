import { handleEndpoints, type SanitizedConfig } from 'payload'

import { createBoundedCache } from './boundedCache'
import type { InternalApi } from './storefront'

/**
 * The server render's reads of the public API, answered in-process by the same
 * REST handler the browser uses. Public answers are kept (as text, parsed per
 * render so no render can change another's data) while the catalogue version
 * is unchanged, as the HTTP answer cache does for browsers; renders that ask
 * for an answer being read wait for that read.
 */
export function createInternalApi(
  config: Promise<SanitizedConfig>,
  catalogueVersion: () => Promise<string>,
): InternalApi {
  const answers = createBoundedCache<string>({
    maxBytes: 32 * 1024 * 1024,
    maxEntryBytes: 8 * 1024 * 1024,
    maxEntries: 200,
    bytesOf: (text) => Buffer.byteLength(text),
  })

  return async <T>(apiPath: string): Promise<T> => {
    const { value: text } = await answers.get(apiPath, await catalogueVersion(), async () => {
      const response = await handleEndpoints({
        config,
        request: new Request(new URL(apiPath, 'http://localhost'), { headers: { accept: 'application/json' } }),
      })
      const body = await response.text()
      if (!response.ok) throw Object.assign(new Error(`${response.status}: ${body}`), { status: response.status })
      return { value: body, keep: true }
    })
    return JSON.parse(text) as T
  }
}

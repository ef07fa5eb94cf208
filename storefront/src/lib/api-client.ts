/** GETs a JSON API path and resolves with the parsed body; rejects with an error carrying the HTTP status. */
export type ApiGet = <T>(path: string) => Promise<T>

export class ApiError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
  }
}

export interface BrowserApiOptions {
  /** Called once per 401 answer, before the error reaches the caller (e.g. to send the user to the login page). */
  onUnauthorized?: (error: ApiError) => void
  fetch?: typeof globalThis.fetch
}

/** The browser side of the one API client; on the server the host injects its in-process `ApiGet`. */
export function createBrowserApi(options: BrowserApiOptions = {}): ApiGet {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)

  return async <T>(path: string): Promise<T> => {
    const response = await fetchImpl(path, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) {
      const error = await toApiError(response)
      if (error.status === 401) options.onUnauthorized?.(error)
      throw error
    }
    return (await response.json()) as T
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => '')
  return new ApiError(response.status, `${response.status}: ${body || response.statusText}`)
}

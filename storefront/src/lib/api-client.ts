/** GETs a JSON API path and resolves with the parsed body; rejects with an error carrying the HTTP status. */
export type ApiGet = <T>(path: string) => Promise<T>

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** sent as JSON, or as multipart when it is `FormData` */
  body?: unknown
  /** Opens or closes the session (sign-in, sign-out): its 401 refuses the call rather than reporting an expired session. */
  sessionCall?: boolean
}

/** The browser client: GETs like `ApiGet`, and sends the other methods. */
export type ApiClient = <T>(path: string, request?: ApiRequest) => Promise<T>

export class ApiError extends Error {
  readonly status: number
  /** the response body as text, for callers that read the server's per-field messages */
  readonly body: string

  constructor(status: number, message: string, body = '') {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

export interface BrowserApiOptions {
  /** Called once per 401 answer, before the error reaches the caller (e.g. to send the user to the login page). */
  onUnauthorized?: (error: ApiError) => void
  fetch?: typeof globalThis.fetch
}

/** The browser side of the one API client; on the server the host injects its in-process `ApiGet`. */
export function createBrowserApi(options: BrowserApiOptions = {}): ApiClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)

  return async <T>(path: string, request: ApiRequest = {}): Promise<T> => {
    const { method = 'GET', body, sessionCall = false } = request
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'

    const response = await fetchImpl(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    })
    if (!response.ok) {
      const error = toApiError(response.status, await response.text().catch(() => ''), response.statusText)
      if (error.status === 401 && !sessionCall) options.onUnauthorized?.(error)
      throw error
    }
    const text = await response.text()
    return (text ? JSON.parse(text) : undefined) as T
  }
}

/** The error for a non-2xx answer, worded as the specification says: `<status>: <body or status text>`. */
export function toApiError(status: number, body: string, statusText: string): ApiError {
  return new ApiError(status, `${status}: ${body || statusText}`, body)
}

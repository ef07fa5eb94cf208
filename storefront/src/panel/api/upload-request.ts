import { ApiError, toApiError } from '@/lib/api-client'

export interface UploadProgress {
  /** bytes sent so far */
  loaded: number
  total: number
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void
  onUnauthorized?: (error: ApiError) => void
  signal?: AbortSignal
}

/** Status of an `ApiError` for a request that never got an answer (offline, connection reset). */
export const noAnswerStatus = 0

/**
 * POSTs multipart data with `XMLHttpRequest`, the one browser API that reports upload progress
 * (fetch does not). Answers are read and errors shaped exactly as the API client does.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.withCredentials = true
    request.setRequestHeader('Accept', 'application/json')

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total })
    })
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as T)
        } catch {
          reject(toApiError(request.status, request.responseText, request.statusText))
        }
        return
      }
      const error = toApiError(request.status, request.responseText, request.statusText)
      if (error.status === 401) options.onUnauthorized?.(error)
      reject(error)
    })
    const noAnswer = () => reject(new ApiError(noAnswerStatus, `${noAnswerStatus}: ${request.statusText}`))
    request.addEventListener('error', noAnswer)
    request.addEventListener('abort', noAnswer)
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })

    request.send(form)
  })
}

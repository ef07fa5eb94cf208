import { ApiError } from '@/lib/api-client'
import type { FieldError } from '@autosalone/domain/car-input'

export interface ErrorBody {
  /** the server's sentence for people, when it sent one */
  message: string | null
  fieldErrors: FieldError[]
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false
  const { field, message } = value as Record<string, unknown>
  return typeof field === 'string' && typeof message === 'string'
}

/** Reads `{ error, errors: [{ field, message }] }` out of a failed call, whatever else it holds. */
export function readErrorBody(error: unknown): ErrorBody {
  if (!(error instanceof ApiError) || !error.body) return { message: null, fieldErrors: [] }
  try {
    const body: unknown = JSON.parse(error.body)
    if (typeof body !== 'object' || body === null) return { message: null, fieldErrors: [] }
    const { error: message, errors } = body as Record<string, unknown>
    return {
      message: typeof message === 'string' && message.trim() ? message : null,
      fieldErrors: Array.isArray(errors) ? errors.filter(isFieldError) : [],
    }
  } catch {
    return { message: null, fieldErrors: [] }
  }
}

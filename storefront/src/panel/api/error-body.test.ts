import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { readErrorBody } from './error-body'

const apiError = (status: number, body: string) => new ApiError(status, `${status}: ${body}`, body)

describe('readErrorBody', () => {
  it('reads the message and the per-field errors of a 400', () => {
    const body = JSON.stringify({
      error: 'Campi mancanti: Per favore compila tutti i campi obbligatori prima di salvare.',
      errors: [{ field: 'brand', message: 'Marca: campo obbligatorio' }, { field: 3 }],
    })

    expect(readErrorBody(apiError(400, body))).toEqual({
      message: 'Campi mancanti: Per favore compila tutti i campi obbligatori prima di salvare.',
      fieldErrors: [{ field: 'brand', message: 'Marca: campo obbligatorio' }],
    })
  })

  it('gives nothing for a body that is not JSON, or for other errors', () => {
    expect(readErrorBody(apiError(502, '<html>Bad gateway</html>'))).toEqual({ message: null, fieldErrors: [] })
    expect(readErrorBody(new Error('offline'))).toEqual({ message: null, fieldErrors: [] })
  })
})

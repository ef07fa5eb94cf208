import type { PayloadRequest } from 'payload'
import { APIError, NotFound, ValidationError } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { INVALID_FIELDS_MESSAGE } from '@autosalone/domain/car-input'
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../lib/databaseFailure'
import { errorResponse, invalidInput } from './errorResponse'

function fakeRequest() {
  const logged = vi.fn()
  const noted = vi.fn()
  const req = {
    method: 'POST',
    pathname: '/api/admin/cars',
    payload: { logger: { error: logged, info: noted, warn: vi.fn() } },
  } as unknown as PayloadRequest
  return { req, logged, noted }
}

describe('errorResponse', () => {
  it("answers Payload's validation error as 400 with a message per field", async () => {
    const { req } = fakeRequest()
    const error = new ValidationError({
      collection: 'cars',
      errors: [
        { path: 'year', message: 'Inserisci un numero tra 1900 e 2027' },
        { path: 'youtubeVideoId', message: 'Link YouTube non valido' },
      ],
    })
    const response = errorResponse(error, req)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: INVALID_FIELDS_MESSAGE,
      errors: [
        { field: 'year', message: 'Inserisci un numero tra 1900 e 2027' },
        { field: 'youtubeVideoId', message: 'Link YouTube non valido' },
      ],
    })
  })

  it('keeps the status and message of an API error, with field errors when given', async () => {
    const { req } = fakeRequest()
    const tooLarge = errorResponse(new APIError('foto.jpg è troppo grande (max 50MB)', 413, null, true), req)
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toEqual({ error: 'foto.jpg è troppo grande (max 50MB)' })

    const invalid = errorResponse(invalidInput('Dati non validi', [{ field: 'price', message: 'Prezzo: numero' }]), req)
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toEqual({
      error: 'Dati non validi',
      errors: [{ field: 'price', message: 'Prezzo: numero' }],
    })

    expect(errorResponse(new NotFound(), req).status).toBe(404)
  })

  it('logs a server-side failure meant for people with its stack, a refusal in one line', () => {
    const { req, logged, noted } = fakeRequest()
    const outage = new APIError('Archivio foto non raggiungibile, riprova tra poco.', 503, null, true)
    expect(errorResponse(outage, req).status).toBe(503)
    expect(logged).toHaveBeenCalledWith({ err: outage, msg: 'POST /api/admin/cars failed' })
    errorResponse(new APIError('Foto non trovata', 404, null, true), req)
    errorResponse(invalidInput('Dati non validi', []), req)
    expect(logged).toHaveBeenCalledOnce()
    expect(noted.mock.calls).toEqual([
      ['POST /api/admin/cars refused (404): Foto non trovata'],
      ['POST /api/admin/cars refused (400): Dati non validi'],
    ])
  })

  it('answers anything unexpected with a neutral 500 and logs the cause', async () => {
    const { req, logged } = fakeRequest()
    const response = errorResponse(new Error('connection refused to 10.0.0.5:5432'), req)
    expect(response.status).toBe(500)
    expect(JSON.stringify(await response.json())).not.toContain('10.0.0.5')
    expect(logged).toHaveBeenCalledOnce()
  })

  it('answers a database that cannot be reached with a 503 to retry, without the address', async () => {
    const { req, logged } = fakeRequest()
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' })
    const response = errorResponse(Object.assign(new Error('Failed query'), { cause: refused }), req)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE })
    expect(logged).not.toHaveBeenCalled()
  })
})

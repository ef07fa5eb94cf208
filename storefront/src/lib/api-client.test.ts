import { describe, expect, it, vi } from 'vitest'
import { ApiError, createBrowserApi } from './api-client'

function fetchAnswering(response: Response) {
  return vi.fn<typeof fetch>().mockResolvedValue(response)
}

describe('createBrowserApi', () => {
  it('sends the session cookie and returns the JSON body', async () => {
    const fetch = fetchAnswering(Response.json({ docs: [] }))
    const api = createBrowserApi({ fetch })

    await expect(api('/api/cars')).resolves.toEqual({ docs: [] })
    expect(fetch).toHaveBeenCalledWith('/api/cars', expect.objectContaining({ credentials: 'include' }))
  })

  it('turns a non-2xx answer into an ApiError "<status>: <body>"', async () => {
    const api = createBrowserApi({ fetch: fetchAnswering(new Response('Not Found', { status: 404 })) })

    const error = await api('/api/cars/by-slug/nope').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, message: '404: Not Found' })
  })

  it('uses the status text when the body is empty', async () => {
    const response = new Response(null, { status: 503, statusText: 'Service Unavailable' })
    const api = createBrowserApi({ fetch: fetchAnswering(response) })

    await expect(api('/api/cars')).rejects.toThrow('503: Service Unavailable')
  })

  it('tells the 401 handler before rejecting', async () => {
    const onUnauthorized = vi.fn()
    const response = new Response('{"error":"Unauthorized"}', { status: 401 })
    const api = createBrowserApi({ fetch: fetchAnswering(response), onUnauthorized })

    await expect(api('/api/admin/cars')).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }))
  })

  it('leaves the 401 handler alone for other errors', async () => {
    const onUnauthorized = vi.fn()
    const api = createBrowserApi({ fetch: fetchAnswering(new Response('', { status: 500 })), onUnauthorized })

    await expect(api('/api/cars')).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('createBrowserApi sending', () => {
  it('sends a JSON body with its content type', async () => {
    const fetch = fetchAnswering(Response.json({ id: 7 }, { status: 201 }))
    const api = createBrowserApi({ fetch })

    await expect(api('/api/admin/cars', { method: 'POST', body: { brand: 'Fiat' } })).resolves.toEqual({ id: 7 })
    const [, init] = fetch.mock.calls[0]
    expect(init).toMatchObject({ method: 'POST', body: '{"brand":"Fiat"}', credentials: 'include' })
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it('leaves the content type of form data to the browser', async () => {
    const fetch = fetchAnswering(Response.json({ id: 3 }))
    const form = new FormData()
    form.append('file', new Blob(['x']), 'a.jpg')

    await createBrowserApi({ fetch })('/api/admin/media/upload', { method: 'POST', body: form })
    const [, init] = fetch.mock.calls[0]
    expect(init?.body).toBe(form)
    expect(init?.headers).not.toHaveProperty('Content-Type')
  })

  it('keeps the body of an error answer for per-field messages', async () => {
    const body = '{"error":"Campi mancanti","errors":[{"field":"brand","message":"Marca: campo obbligatorio"}]}'
    const api = createBrowserApi({ fetch: fetchAnswering(new Response(body, { status: 400 })) })

    await expect(api('/api/admin/cars', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 400, body })
  })

  it('treats the 401 of a sign-in as refused credentials, not an expired session', async () => {
    const onUnauthorized = vi.fn()
    const response = new Response('{"error":"Username o password non corretti."}', { status: 401 })
    const api = createBrowserApi({ fetch: fetchAnswering(response), onUnauthorized })

    await expect(api('/api/admin/login', { method: 'POST', body: {}, sessionCall: true })).rejects.toMatchObject({
      status: 401,
    })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('resolves an empty answer to undefined', async () => {
    const api = createBrowserApi({ fetch: fetchAnswering(new Response(null, { status: 204 })) })

    await expect(api('/api/admin/logout', { method: 'POST' })).resolves.toBeUndefined()
    await expect(createBrowserApi({ fetch: fetchAnswering(new Response('')) })('/x')).resolves.toBeUndefined()
  })
})

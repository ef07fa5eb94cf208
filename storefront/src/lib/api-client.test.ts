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

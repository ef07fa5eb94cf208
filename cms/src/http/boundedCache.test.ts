import { describe, expect, it, vi } from 'vitest'

import { createBoundedCache } from './boundedCache'

const options = { maxBytes: 100, maxEntryBytes: 40, maxEntries: 10, bytesOf: (text: string) => text.length }

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)))
  return { promise, resolve, reject }
}

describe('createBoundedCache', () => {
  it('makes a value once per key and version, and again for a new version', async () => {
    const { get } = createBoundedCache(options)
    const make = vi.fn(async () => ({ value: 'pagina', keep: true }))
    expect(await get('/annunci', 'v1', make)).toEqual({ value: 'pagina', source: 'made' })
    expect(await get('/annunci', 'v1', make)).toEqual({ value: 'pagina', source: 'kept' })
    expect(make).toHaveBeenCalledTimes(1)
    expect(await get('/annunci', 'v2', make)).toEqual({ value: 'pagina', source: 'made' })
    expect(make).toHaveBeenCalledTimes(2)
  })

  it('lets requests that come while a value is made wait for that making', async () => {
    const { get } = createBoundedCache(options)
    const render = deferred<{ value: string; keep: boolean }>()
    const make = vi.fn(() => render.promise)
    const first = get('/', 'v1', make)
    const second = get('/', 'v1', make)
    render.resolve({ value: 'home', keep: true })
    expect(await first).toEqual({ value: 'home', source: 'made' })
    expect(await second).toEqual({ value: 'home', source: 'shared' })
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('never lets a request of a newer version wait for a value of an older one', async () => {
    const { get } = createBoundedCache(options)
    const old = deferred<{ value: string; keep: boolean }>()
    const first = get('/', 'v1', () => old.promise)
    const second = get('/', 'v2', async () => ({ value: 'nuova', keep: true }))
    expect(await second).toEqual({ value: 'nuova', source: 'made' })
    old.resolve({ value: 'vecchia', keep: true })
    expect((await first).value).toBe('vecchia')
  })

  it('shares a value not to keep with those waiting, and makes it again afterwards', async () => {
    const { get } = createBoundedCache(options)
    const render = deferred<{ value: string; keep: boolean }>()
    const first = get('/errore', 'v1', () => render.promise)
    const second = get('/errore', 'v1', () => Promise.resolve({ value: 'altra', keep: true }))
    render.resolve({ value: 'errore', keep: false })
    expect((await first).value).toBe('errore')
    expect(await second).toEqual({ value: 'errore', source: 'shared' })
    expect(await get('/errore', 'v1', async () => ({ value: 'di nuovo', keep: false }))).toEqual({
      value: 'di nuovo',
      source: 'made',
    })
  })

  it('fails every waiting request when the making fails, and keeps nothing', async () => {
    const { get } = createBoundedCache(options)
    const render = deferred<{ value: string; keep: boolean }>()
    const first = get('/', 'v1', () => render.promise)
    const second = get('/', 'v1', () => render.promise)
    render.reject(new Error('render failed'))
    await expect(first).rejects.toThrow('render failed')
    await expect(second).rejects.toThrow('render failed')
    expect((await get('/', 'v1', async () => ({ value: 'ok', keep: true }))).source).toBe('made')
  })

  it('keeps within its byte budget, least recently used out, and never a value over the entry bound', async () => {
    const { get } = createBoundedCache(options)
    const value = (text: string) => async () => ({ value: text, keep: true })
    for (const key of ['a', 'b', 'c']) await get(key, 'v1', value('x'.repeat(30)))
    await get('a', 'v1', value('unused'))
    await get('d', 'v1', value('x'.repeat(30)))
    expect((await get('a', 'v1', value('x'))).source).toBe('kept')
    expect((await get('b', 'v1', value('x'))).source).toBe('made')
    await get('big', 'v1', value('x'.repeat(41)))
    expect((await get('big', 'v1', value('x'))).source).toBe('made')
  })
})

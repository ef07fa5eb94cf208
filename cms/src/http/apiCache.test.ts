import type { Request, Response } from 'express'
import { describe, expect, it, vi } from 'vitest'

import { answerKey, createApiCache } from './apiCache'

function fakeExchange(url: string, headers: Record<string, string> = {}) {
  const sent = { status: 0, headers: {} as Record<string, unknown>, body: undefined as Buffer | undefined }
  const req = { method: 'GET', originalUrl: url, headers } as unknown as Request
  const res = {
    setHeader: (name: string, value: unknown) => void (sent.headers[name.toLowerCase()] = value),
    status(code: number) {
      sent.status = code
      return this
    },
    end: (body?: Buffer) => void (sent.body = body),
  } as unknown as Response
  return { req, res, sent }
}

const carList = (price: number) => async () => Response.json({ docs: [{ id: 1, price }] })

describe('createApiCache', () => {
  it('produces the answer once while the catalogue version is unchanged, again when it changes', async () => {
    let version = 'v1'
    let price = 100
    const produce = vi.fn(async () => carList(price)())
    const respond = createApiCache(async () => version)

    const first = fakeExchange('/api/cars?depth=0')
    await respond(first.req, first.res, produce)
    const second = fakeExchange('/api/cars?depth=0')
    await respond(second.req, second.res, produce)
    expect(produce).toHaveBeenCalledTimes(1)
    expect(second.sent.body?.toString()).toBe(first.sent.body?.toString())
    expect(second.sent.headers.etag).toBe(first.sent.headers.etag)
    expect(second.sent.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30')

    version = 'v2'
    price = 90
    const third = fakeExchange('/api/cars?depth=0', { 'if-none-match': String(first.sent.headers.etag) })
    await respond(third.req, third.res, produce)
    expect(produce).toHaveBeenCalledTimes(2)
    expect(third.sent.status).toBe(200)
    expect(JSON.parse(third.sent.body!.toString()).docs[0].price).toBe(90)
    expect(third.sent.headers.etag).not.toBe(first.sent.headers.etag)
  })

  it('answers 304 to a matching If-None-Match, weak or strong, or a list', async () => {
    const respond = createApiCache(async () => 'v1')
    const first = fakeExchange('/api/globals/site-settings')
    await respond(first.req, first.res, carList(1))
    const etag = String(first.sent.headers.etag)
    for (const header of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const again = fakeExchange('/api/globals/site-settings', { 'if-none-match': header })
      await respond(again.req, again.res, carList(1))
      expect(again.sent.status, header).toBe(304)
      expect(again.sent.body).toBeUndefined()
    }
  })

  it('keeps a separate answer per URL', async () => {
    const respond = createApiCache(async () => 'v1')
    const one = fakeExchange('/api/cars?limit=1')
    await respond(one.req, one.res, carList(1))
    const two = fakeExchange('/api/cars?limit=2')
    await respond(two.req, two.res, carList(2))
    expect(one.sent.headers.etag).not.toBe(two.sent.headers.etag)
  })
  it('produces one answer for the requests that ask while it is produced', async () => {
    let finish!: () => void
    const produced = new Promise<void>((resolve) => (finish = resolve))
    const produce = vi.fn(async () => {
      await produced
      return carList(100)()
    })
    const respond = createApiCache(async () => 'v1')
    const exchanges = [1, 2, 3].map(() => fakeExchange('/api/cars?depth=0'))
    const answered = Promise.all(exchanges.map(({ req, res }) => respond(req, res, produce)))
    finish()
    await answered
    expect(produce).toHaveBeenCalledTimes(1)
    expect(new Set(exchanges.map(({ sent }) => sent.body?.toString())).size).toBe(1)
  })

  it('gives each request its own answer when it is not a 200, and keeps none', async () => {
    let finish!: () => void
    const produced = new Promise<void>((resolve) => (finish = resolve))
    let language = 0
    const produce = vi.fn(async () => {
      const spoken = ['it', 'en'][language++ % 2]
      await produced
      return new Response(null, { status: 404, headers: { 'content-language': spoken } })
    })
    const respond = createApiCache(async () => 'v1')
    const [italian, english] = [1, 2].map(() => fakeExchange('/api/cars/999'))
    const answered = Promise.all([italian, english].map(({ req, res }) => respond(req, res, produce)))
    finish()
    await answered
    expect(produce).toHaveBeenCalledTimes(2)
    expect([italian, english].map(({ sent }) => sent.status)).toEqual([404, 404])
    expect([italian, english].map(({ sent }) => sent.headers['content-language'])).toEqual(['it', 'en'])
    expect(english.sent.headers['cache-control']).toBe('no-store')
    const again = fakeExchange('/api/cars/999')
    await respond(again.req, again.res, produce)
    expect(produce).toHaveBeenCalledTimes(3)
  })
})

describe('answerKey', () => {
  it('ignores parameters that do not change the answer and the order of those that do', () => {
    expect(answerKey('/api/cars?limit=12&where[isAvailable][equals]=true&utm_source=x&_=1')).toBe(
      answerKey('/api/cars?where%5BisAvailable%5D%5Bequals%5D=true&limit=12'),
    )
    expect(answerKey('/api/cars?cachebuster=123')).toBe('/api/cars')
  })

  it('keeps apart answers whose parameters differ', () => {
    expect(answerKey('/api/cars?limit=12')).not.toBe(answerKey('/api/cars?limit=13'))
    expect(answerKey('/api/cars?sort=price')).not.toBe(answerKey('/api/cars?sort=-price'))
    expect(answerKey('/api/cars/1')).not.toBe(answerKey('/api/cars/2'))
  })

  it('keys a selection by its fields, whatever their order, and apart from other selections', () => {
    const cards = '/api/cars?limit=12&select[name]=true&select[cover]=true'
    expect(answerKey(cards)).toBe(answerKey('/api/cars?select[cover]=true&limit=12&select[name]=true'))
    expect(answerKey(cards)).not.toBe(answerKey('/api/cars?limit=12&select[name]=true'))
    expect(answerKey(cards)).not.toBe(answerKey('/api/cars?limit=12'))
  })
})

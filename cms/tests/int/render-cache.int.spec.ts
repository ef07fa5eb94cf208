import fs from 'node:fs'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { rawRequest } from './helpers/rawHttp'
import { tempDataDir, type RunningServer } from './helpers/server'

type Car = { id: number; slug: string }

/** A page's bytes as they come over the wire, in the encoding asked for (none unless asked). */
/** A page without the lead forms' stamps, which every response signs afresh (decision record 031). */
const unstamped = (html: string) => html.replace(/<input type="hidden" name="formStamp"[^>]*>/g, '')

async function page(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  const response = await rawRequest(baseUrl, path, { headers })
  return { ...response, raw: response.body, html: response.body.toString('utf8') }
}

describe('kept renders of public pages', () => {
  const dataDir = tempDataDir('render-cache')
  let server: RunningServer
  let url: string
  let cookie: string
  let car: Car

  const setPrice = async (price: number) => {
    const response = await call(url, `/api/admin/cars/${car.id}`, { method: 'PUT', cookie, json: { price } })
    expect(response.status, await response.clone().text()).toBe(200)
  }

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
    const response = await call(url, '/api/admin/cars', { method: 'POST', cookie, json: { ...validCar, price: 12900 } })
    expect(response.status, await response.clone().text()).toBe(201)
    car = (await response.json()) as Car
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('sends the same page again while nothing changed, and 304 to a browser that has it', async () => {
    const first = await page(url, '/annunci')
    const second = await page(url, '/annunci')
    expect(first.status).toBe(200)
    expect(first.html).toContain(validCar.name)
    expect(unstamped(second.html)).toBe(unstamped(first.html))
    expect(second.headers['server-timing']).toBe('page;desc="kept"')
    const etag = first.headers.etag
    expect(etag).toMatch(/^W\/".+"$/)
    expect(second.headers.etag).toBe(etag)
    expect(first.headers['cache-control']).toBe('no-cache')

    const revalidated = await page(url, '/annunci', { 'if-none-match': etag! })
    expect(revalidated.status).toBe(304)
    expect(revalidated.raw.length).toBe(0)
  })

  it('shows an edit on the very next request', async () => {
    const before = await page(url, `/auto/${car.slug}`)
    expect(before.html).toContain('12.900')

    expect((await page(url, `/auto/${car.slug}`)).headers['server-timing']).toBe('page;desc="kept"')
    // A raise: a reduction would rightly keep the old price on the page, struck through.
    await setPrice(13500)
    const after = await page(url, `/auto/${car.slug}`)
    expect(after.headers['server-timing']).toMatch(/^page;desc="rendered";dur=/)
    expect(after.html).toContain('13.500')
    expect(after.html).not.toContain('12.900')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const stale = await page(url, `/auto/${car.slug}`, { 'if-none-match': before.headers.etag! })
    expect(stale.status).toBe(200)
  })

  it('takes a car off its page at once when it is deleted', async () => {
    const extra = (await (
      await call(url, '/api/admin/cars', { method: 'POST', cookie, json: { ...validCar, name: 'Fiat Tipo 1.6 Life' } })
    ).json()) as Car
    expect((await page(url, `/auto/${extra.slug}`)).status).toBe(200)
    expect((await call(url, `/api/admin/cars/${extra.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    expect((await page(url, `/auto/${extra.slug}`)).status).toBe(404)
  })

  it('sends brotli or gzip to browsers that take them, the same page once decoded', async () => {
    const plain = await page(url, '/annunci')
    const br = await page(url, '/annunci', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(unstamped(zlib.brotliDecompressSync(br.raw).toString('utf8'))).toBe(unstamped(plain.html))
    expect(br.raw.length).toBeLessThan(plain.raw.length / 3)

    const gz = await page(url, '/annunci', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(unstamped(zlib.gunzipSync(gz.raw).toString('utf8'))).toBe(unstamped(plain.html))
  })

  it('is one page whatever the order of the query, and each filter its own page', async () => {
    const ab = await page(url, '/annunci?brand=Fiat&condition=used')
    const ba = await page(url, '/annunci?condition=used&brand=Fiat')
    expect(ba.headers.etag).toBe(ab.headers.etag)
    const other = await page(url, '/annunci?brand=BMW')
    expect(other.headers.etag).not.toBe(ab.headers.etag)
    expect(other.html).not.toContain(validCar.name)
  })

  it('keeps each language apart, and never keeps the page that sets the language cookie', async () => {
    const italian = await page(url, '/annunci')
    const chosen = await page(url, '/annunci?lang=en')
    expect(chosen.headers['set-cookie']?.[0]).toMatch(/^lang=en/)
    expect(chosen.html).toContain('<html lang="en"')
    const again = await page(url, '/annunci?lang=en')
    expect(again.headers['set-cookie']?.[0]).toMatch(/^lang=en/)

    const english = await page(url, '/annunci', { cookie: 'lang=en' })
    expect(english.html).toContain('<html lang="en"')
    expect(unstamped((await page(url, '/annunci')).html)).toBe(unstamped(italian.html))
    expect(italian.html).toContain('<html lang="it"')
  })

  it("sends the build's brotli and gzip copies of scripts, the same file once decoded", async () => {
    const home = await page(url, '/')
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(home.html)?.[1]
    expect(script).toBeDefined()
    const plain = await page(url, script!)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const br = await page(url, script!, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(zlib.brotliDecompressSync(br.raw).equals(plain.raw)).toBe(true)

    const gz = await page(url, script!, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.raw).equals(plain.raw)).toBe(true)
  })
})

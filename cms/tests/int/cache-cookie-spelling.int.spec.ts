import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { rawRequest } from './helpers/rawHttp'
import { tempDataDir, type RunningServer } from './helpers/server'

const VIN = 'ZFA31200000734512'
const PLATE = 'GA482KT'
/** A no-break space: a trimmed character for Payload's cookie reader, part of the name for the `cookie` library. */
const NBSP = '\u00a0'

/** The language a page was rendered in, from its `<html lang>`. */
async function pageLanguage(url: string, path: string, cookie?: string): Promise<string> {
  const response = await rawRequest(url, path, { headers: cookie === undefined ? {} : { cookie } })
  expect(response.status).toBe(200)
  return /<html\b[^>]*\blang="(\w+)"/.exec(response.body.toString('utf8'))?.[1] ?? 'none'
}

describe('one reading of the cookies for the caches, the session and the renderer', () => {
  const dataDir = tempDataDir('cache-cookie-spelling')
  let server: RunningServer
  let url: string
  let cookie: string
  let token: string
  let carId: number

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
    token = cookie.slice('payload-token='.length)
    const response = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...validCar, name: 'Fiat Panda Targata', plate: PLATE, vin: VIN },
    })
    expect(response.status, await response.clone().text()).toBe(201)
    carId = ((await response.json()) as { id: number }).id
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps each page in the language it was rendered in, whatever the spelling of the cookie', async () => {
    // Read as no language (Italian) by the renderer, so kept as the Italian page.
    expect(await pageLanguage(url, '/', `${NBSP}lang=en`)).toBe('it')
    expect(await pageLanguage(url, '/', 'lang=en')).toBe('en')
    expect(await pageLanguage(url, '/')).toBe('it')
    expect(await pageLanguage(url, '/', `${NBSP}lang=en`)).toBe('it')
    expect(await pageLanguage(url, '/', 'lang=en')).toBe('en')

    // The other way round: an English page must never be kept under the Italian key.
    expect(await pageLanguage(url, '/servizi', `${NBSP}lang=it; lang=en`)).toBe('en')
    expect(await pageLanguage(url, '/servizi', 'lang=it')).toBe('it')
    expect(await pageLanguage(url, '/servizi')).toBe('it')
    expect(await pageLanguage(url, '/servizi', 'lang=en')).toBe('en')
  })

  it('never keeps nor sends a shared answer to a request with a session token in any spelling', async () => {
    const path = `/api/cars/${carId}?depth=0`
    const spellings = [
      `${NBSP}payload-token=${token}`,
      `lang=it;${NBSP}payload-token=${token}`,
      `${NBSP}${NBSP}payload-token=${token}${NBSP}`,
      `lang=en; ${NBSP}payload-token =${token}`,
    ]
    for (const spelling of spellings) {
      const asDealer = await rawRequest(url, path, { headers: { cookie: spelling } })
      expect(asDealer.status).toBe(200)
      expect(asDealer.headers['cache-control'], JSON.stringify(spelling)).toBe('private, no-store')

      const asVisitor = await rawRequest(url, path)
      expect(asVisitor.status).toBe(200)
      expect(asVisitor.headers['cache-control']).toMatch(/^public/)
      const text = asVisitor.body.toString('utf8')
      expect(text, JSON.stringify(spelling)).not.toContain(VIN)
      expect(text).not.toContain(PLATE)
    }

    const withHeader = await rawRequest(url, path, { headers: { authorization: `JWT ${token}` } })
    expect(withHeader.headers['cache-control']).toBe('private, no-store')
    const afterHeader = (await rawRequest(url, path)).body.toString('utf8')
    expect(afterHeader).not.toContain(VIN)

    // The dealer's answer itself has them: the spelling did reach the session.
    const dealer = await rawRequest(url, path, { headers: { cookie: `${NBSP}payload-token=${token}` } })
    expect(dealer.body.toString('utf8')).toContain(VIN)
  })

  it('never keeps a page rendered for a request that carries a session', async () => {
    const kept = await rawRequest(url, '/chi-siamo')
    expect(kept.status).toBe(200)
    const again = await rawRequest(url, '/chi-siamo')
    expect(again.headers['server-timing']).toContain('kept')
    const withSession = await rawRequest(url, '/chi-siamo', { headers: { cookie: `${NBSP}payload-token=${token}` } })
    expect(withSession.status).toBe(200)
    expect(withSession.headers['server-timing'] ?? '').not.toContain('kept')
  })
})

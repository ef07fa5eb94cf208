import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

const SITE_PER_HOUR = 4

const contact = (overrides: Record<string, string> = {}) => ({
  type: 'contatto',
  name: 'Maria Rossi',
  email: 'maria@example.com',
  message: 'Vorrei sapere se fate anche noleggio.',
  privacy: 'on',
  page: '/contatti',
  language: 'it',
  ...overrides,
})

/** As the page's script posts it, from `address` (the proxy in front, on loopback, is believed). */
const postJson = (url: string, fields: Record<string, string>, address: string) =>
  fetch(`${url}/api/leads/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(fields),
  })

/** As the browser posts the form without the page's script. */
const postForm = (url: string, fields: Record<string, string>, address: string) =>
  fetch(`${url}/api/leads/submit`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: new URLSearchParams(fields).toString(),
  })

describe('leads: the limit by subscriber, and bad input', () => {
  const dataDir = tempDataDir('leads-bounds')
  let server: RunningServer
  let url: string
  let cookie: string

  const storedLeads = async () => {
    const response = await call(url, '/api/leads?limit=0&depth=0', { cookie })
    return ((await response.json()) as { totalDocs: number }).totalDocs
  }

  beforeAll(async () => {
    server = await startAdminServer(dataDir, { TRUST_PROXY: 'loopback' })
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop()
  })

  it('counts every address of an IPv6 /64 as one subscriber', async () => {
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:DB8:1:2::abcd',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0db8:0001:0002:0:0:0:5',
    ]) {
      expect((await postJson(url, contact(), address)).status, address).toBe(201)
    }
    const refused = await postJson(url, contact(), '2001:db8:1:2:9:9:9:9')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'tooMany' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // The neighbouring /64 is another subscriber.
    expect((await postJson(url, contact(), '2001:db8:1:3::1')).status).toBe(201)
  })

  it('counts an IPv4 address written as IPv6 as that IPv4 address', async () => {
    for (const address of ['198.51.100.20', '::ffff:198.51.100.20', '198.51.100.20', '::ffff:c633:6414']) {
      expect((await postJson(url, contact(), address)).status).toBe(201)
    }
    expect((await postJson(url, contact(), '::ffff:198.51.100.20')).status).toBe(201)
    expect((await postJson(url, contact(), '198.51.100.20')).status).toBe(429)
    expect((await postJson(url, contact(), '::ffff:198.51.100.20')).status).toBe(429)
  })

  it('answers a car id the database cannot hold with a field error, never a 500', async () => {
    const before = await storedLeads()
    for (const car of ['2147483648', '99999999999', '-1', '0', '1e3', '0x1f', '1.5']) {
      const response = await postJson(url, contact({ car }), '192.0.2.1')
      expect(response.status, car).toBe(400)
      expect(await response.json()).toMatchObject({ errors: [{ field: 'car', code: 'invalidChoice' }] })
    }
    const asNumber = await fetch(`${url}/api/leads/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: `{"type":"contatto","name":"Maria","email":"maria@example.com","message":"Ciao","privacy":"on","car":2147483648}`,
    })
    expect(asNumber.status).toBe(400)
    const form = await postForm(url, contact({ car: '2147483648' }), '192.0.2.1')
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe(
      '/contatti?richiesta=errore&modulo=contatto&campi=car%3AinvalidChoice#richiesta-contatto',
    )
    // A car that does not exist, within range, is the same field error.
    const missing = await postJson(url, contact({ car: '2147483647' }), '192.0.2.2')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ errors: [{ field: 'car', code: 'invalidChoice' }] })
    expect(await storedLeads()).toBe(before)
  })

  it.each([
    '/.//evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/./\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
  ])('never redirects a form posted with page=%j off the site', async (page) => {
    const origin = new URL(url).origin
    for (const fields of [contact({ page, privacy: '' }), contact({ page, email: 'non-una-email' })]) {
      const response = await postForm(url, fields, '192.0.2.3')
      expect(response.status).toBe(303)
      const location = response.headers.get('location') ?? ''
      expect(new URL(location, url).origin).toBe(origin)
      expect(location).toMatch(/^\/\?richiesta=errore&modulo=contatto/)
    }
  })

  it('sends a form back to its own page, in the form the page was checked in', async () => {
    const response = await postForm(url, contact({ page: '/auto/./fiat-panda?da=home', privacy: '' }), '192.0.2.4')
    expect(response.headers.get('location')).toBe(
      '/auto/fiat-panda?da=home&richiesta=errore&modulo=contatto&campi=privacy%3AprivacyRequired#richiesta-contatto',
    )
  })
})

describe("leads: the whole site's hourly cap, in PostgreSQL", () => {
  const dataDir = tempDataDir('leads-site-cap')
  let server: RunningServer
  let url: string
  let cookie: string

  beforeAll(async () => {
    server = await startAdminServer(dataDir, { TRUST_PROXY: 'loopback', LEADS_PER_HOUR: String(SITE_PER_HOUR) })
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop()
  })

  it(`stores at most ${SITE_PER_HOUR} requests an hour from the whole site, however many addresses send them`, async () => {
    for (const address of ['203.0.113.1', '203.0.113.2', '2001:db8:7::1', '2001:db8:8::1']) {
      expect((await postJson(url, contact(), address)).status).toBe(201)
    }
    const refused = await postJson(url, contact(), '203.0.113.3')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const answer = (await refused.json()) as { code: string; error: string }
    expect(answer.code).toBe('siteBusy')
    expect(answer.error).toMatch(/^In questo momento il sito riceve troppe richieste\. Riprova tra \d+ minut[oi]\.$/)

    const back = await postForm(url, contact(), '2001:db8:9::1')
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/contatti?richiesta=occupato&modulo=contatto#richiesta-contatto')
    const stored = await call(url, '/api/leads?limit=0&depth=0', { cookie })
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(SITE_PER_HOUR)
  })
})

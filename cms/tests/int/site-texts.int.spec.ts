import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SiteTextsHtml } from '@autosalone/domain/site-texts'
import { call, signIn, startAdminServer } from './helpers/apiClient'
import { lexicalLink, lexicalParagraph, lexicalText } from './helpers/lexical'
import { tempDataDir, type RunningServer } from './helpers/server'

const mission = lexicalParagraph(
  lexicalText('Auto scelte '),
  lexicalText('una per una', 1),
  lexicalText(', '),
  lexicalLink('https://www.example.it/storia', 'la nostra storia'),
  lexicalText(' e '),
  lexicalLink('javascript:alert(document.cookie)', 'un trucco'),
  lexicalText('.'),
)

const ITALIAN_DEFAULT = 'Rendere l&#x27;acquisto di un&#x27;auto semplice'
const ENGLISH_DEFAULT = 'To make buying a car simple'

describe('site texts', () => {
  const dataDir = tempDataDir('site-texts')
  let server: RunningServer
  let url: string
  let cookie: string

  const html = async () => {
    const response = await call(url, '/api/globals/site-texts/html')
    expect(response.status).toBe(200)
    return { response, texts: (await response.json()) as SiteTextsHtml }
  }
  const page = async (path: string, headers: Record<string, string> = {}) => (await call(url, path, { headers })).text()

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every page on its default text until the dealer writes one', async () => {
    const { response, texts } = await html()
    expect(response.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30')
    expect(texts.it.about).toEqual({ mission: null, experience: null })
    expect(texts.en.services.intro).toBeNull()
    expect(Object.values(texts.it.servicePages)).toEqual([null, null, null, null, null, null])
    expect(await page('/chi-siamo')).toContain(ITALIAN_DEFAULT)
  })

  it('refuses an edit from a visitor', async () => {
    const refused = await call(url, '/api/globals/site-texts', { method: 'POST', json: { it: { about: { mission } } } })
    expect(refused.status).toBe(403)
    expect((await html()).texts.it.about.mission).toBeNull()
  })

  it('serves an admin’s edit as safe HTML on the next request, the other language unchanged', async () => {
    await page('/chi-siamo')
    const saved = await call(url, '/api/globals/site-texts', {
      method: 'POST',
      cookie,
      json: { it: { about: { mission } } },
    })
    expect(saved.status, await saved.clone().text()).toBe(200)

    const { texts } = await html()
    expect(texts.it.about.mission).toBe(
      '<p>Auto scelte <strong>una per una</strong>, <a href="https://www.example.it/storia">la nostra storia</a> e un trucco.</p>',
    )
    expect(texts.en.about.mission).toBeNull()

    const italian = await page('/chi-siamo')
    expect(italian).toContain('<strong>una per una</strong>')
    expect(italian).toContain('<a href="https://www.example.it/storia">la nostra storia</a>')
    expect(italian).not.toContain('javascript:alert')
    expect(italian).not.toContain(ITALIAN_DEFAULT)
    expect(await page('/about', { cookie: 'lang=en' })).toContain(ENGLISH_DEFAULT)
  })

  it('takes the page back to its default text when the dealer empties the field', async () => {
    const emptied = await call(url, '/api/globals/site-texts', {
      method: 'POST',
      cookie,
      json: { it: { about: { mission: null } } },
    })
    expect(emptied.status).toBe(200)
    expect((await html()).texts.it.about.mission).toBeNull()
    expect(await page('/chi-siamo')).toContain(ITALIAN_DEFAULT)
  })
})

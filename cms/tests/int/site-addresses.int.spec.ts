import { describe, expect, it } from 'vitest'

import { call, signedInAdminServer } from './helpers/apiClient'

/** The visible part of the 404 page, without the data the browser hydrates from. */
function notFoundSection(html: string): string {
  return /<section class="not-found[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
}

describe('addresses a visitor types', () => {
  const session = signedInAdminServer('site-addresses')

  it('sends /auto and /auto/ to the cars for sale, for good, with the query string', async () => {
    for (const [path, target] of [
      ['/auto', '/annunci'],
      ['/auto/', '/annunci'],
      ['/auto?brand=Fiat&lang=en', '/annunci?brand=Fiat&lang=en'],
      ['/auto/?maxPrice=15000', '/annunci?maxPrice=15000'],
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await call(session.url, path, { method })
        expect(answer.status, `${method} ${path}`).toBe(301)
        expect(answer.headers.get('location'), `${method} ${path}`).toBe(target)
      }
    }
    const inventory = await call(session.url, '/annunci')
    expect(inventory.status).toBe(200)
    // Only the bare address: a car's page under /auto/ is still that car's (here, a missing one).
    expect((await call(session.url, '/auto/non-esiste-2000')).status).toBe(404)
  })

  it('says in plain words, in Italian and English, that a page is not there', async () => {
    for (const [path, hint] of [
      ['/automobili', 'forse l&#x27;indirizzo è sbagliato, o ci siamo dimenticati di aggiungerla al sito'],
      ['/automobili?lang=en', 'the address may be mistyped, or we forgot to add it to the site'],
    ]) {
      const answer = await call(session.url, path)
      expect(answer.status, path).toBe(404)
      const page = notFoundSection(await answer.text())
      expect(page, path).toContain('404 Page Not Found')
      expect(page, path).toContain(hint)
      expect(page, path).not.toMatch(/router/i)
    }
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { carFixture, carListFixture, siteSettingsFixture } from '@/test/fixtures'
import { ApiError, type ApiGet } from '@/lib/api-client'
import { render } from './entry-server'

const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')

const available = carFixture()
const sold = carFixture({
  id: 2,
  slug: 'fiat-500-hybrid-2022',
  name: 'Fiat 500 Hybrid',
  year: 2022,
  price: 13500,
  mileage: 18000,
  fuel: 'ibrida',
  isAvailable: false,
  status: 'venduta',
  mainImage: null,
})

/** Home's 'Vendute di recente' strip: no sold car unless a test names one. */
const recentlySold = '/api/cars?depth=0&limit=4&sort=-statusChangedAt'

function apiServing(answers: Record<string, unknown>): ApiGet & { calls: string[] } {
  const calls: string[] = []
  const routes: Record<string, unknown> = { [recentlySold]: carListFixture([]), ...answers }
  const api = async <T,>(path: string): Promise<T> => {
    calls.push(path)
    const route = Object.keys(routes).find((prefix) => path.startsWith(prefix))
    if (!route) throw Object.assign(new Error(`404: ${path}`), { status: 404 })
    return routes[route] as T
  }
  return Object.assign(api, { calls })
}

const showroomApi = () =>
  apiServing({
    '/api/cars': carListFixture([available, sold]),
    '/api/globals/site-settings': siteSettingsFixture,
  })

function appStateOf(html: string) {
  const json = html.match(/<script type="application\/json" id="app-state">(.*?)<\/script>/s)?.[1]
  if (!json) throw new Error('no app-state script in the HTML')
  return JSON.parse(json) as { language: string; queries: { queries: { queryKey: unknown[] }[] } }
}

describe('render', () => {
  it('server-renders the home page with every car and the data for hydration', async () => {
    const api = showroomApi()
    const response = await render({ url: '/', cookies: {}, api, template })

    expect(response.status).toBe(200)
    expect(response.html).toContain('<html lang="it">')
    expect(response.html).toContain('BMW X3 xDrive20d')
    expect(response.html).toContain('Fiat 500 Hybrid')
    expect(response.html).toContain('€ 38.900')
    expect(response.html).toContain('Pronta consegna')
    expect(response.html).toContain('Venduta')
    expect(response.html).toContain('Hai visto tutte le auto')
    expect(response.html).toContain('id="parco-auto"')
    expect(response.html).toContain('Autosalone Arda')
    expect(response.html).toMatch(/<title>[^<]+<\/title>/)
    expect(response.html).not.toContain('<!--app-')
    expect(api.calls).toContainEqual(
      expect.stringMatching(
        /^\/api\/cars\?depth=0&limit=12&page=1&sort=-createdAt&where%5Bstatus%5D%5Bin%5D=disponibile%2Cprenotata&select/,
      ),
    )
    expect(api.calls).toContain('/api/globals/site-settings?depth=0')

    const state = appStateOf(response.html)
    expect(state.language).toBe('it')
    expect(state.queries.queries.map((query) => query.queryKey[0])).toEqual(expect.arrayContaining(['cars', 'site']))
  })

  it('lazy-loads the home grid photos, with their size set and a noscript copy', async () => {
    const cars = Array.from({ length: 5 }, (_, index) =>
      carFixture({ id: index + 1, slug: `car-${index}`, name: `Car ${index}` }),
    )
    const api = apiServing({
      '/api/cars': carListFixture(cars),
      '/api/globals/site-settings': siteSettingsFixture,
    })
    const { html } = await render({ url: '/', cookies: {}, api, template })

    expect(html.match(/<img[^>]*data-pending=""/g)).toHaveLength(5)
    expect(html.match(/<noscript><img[^>]*loading="lazy"/g)).toHaveLength(5)
    expect(html).toMatch(/<img[^>]*width="800"[^>]*height="534"[^>]*alt="Car 0"/)
  })

  it('renders a page of cards with a link to the next page while more cars remain, on home and in the inventory', async () => {
    const page = (number: number) => ({
      ...carListFixture([available]),
      totalDocs: 30,
      totalPages: 3,
      page: number,
      hasNextPage: number < 3,
      nextPage: number < 3 ? number + 1 : null,
    })
    const api = apiServing({
      '/api/cars?depth=0&limit=12&page=1&': page(1),
      '/api/cars?depth=0&limit=12&page=2&': page(2),
      '/api/cars': carListFixture([available]),
      '/api/globals/site-settings': siteSettingsFixture,
    })
    const home = (await render({ url: '/', cookies: {}, api, template })).html
    expect(home).toMatch(/<a[^>]*href="\/\?page=2#parco-auto"[^>]*>Mostra altre auto<\/a>/)
    expect(home).toContain('1 di 30 auto')
    expect(home).not.toContain('Hai visto tutte le auto')

    const inventory = (await render({ url: '/annunci?fuel=diesel&page=2', cookies: {}, api, template })).html
    expect(api.calls).toContainEqual(expect.stringMatching(/^\/api\/cars\?depth=0&limit=12&page=2&.*where%5Bfuel%5D/))
    expect(inventory).toContain('Pagina 2 di 3')
    expect(inventory).toContain('href="/annunci?fuel=diesel"')
    expect(inventory).toContain('href="/annunci?fuel=diesel&amp;page=3"')
    expect(inventory).toContain('30 auto trovate')
  })

  it('says so when there is no stock', async () => {
    const api = apiServing({
      '/api/cars': carListFixture([]),
      '/api/globals/site-settings': siteSettingsFixture,
    })
    const { html } = await render({ url: '/', cookies: {}, api, template })

    expect(html).toContain('Nessuna auto disponibile')
    expect(html).not.toContain('Hai visto tutte le auto')
  })

  it('cannot be broken out of by a hostile car name', async () => {
    const api = apiServing({
      '/api/cars': carListFixture([carFixture({ name: '</script><script>alert(1)</script>' })]),
      '/api/globals/site-settings': siteSettingsFixture,
    })
    const { html } = await render({ url: '/', cookies: {}, api, template })

    expect(html).not.toContain('<script>alert(1)')
    // site settings, the stock, the recently sold and the search choices, all intact
    expect(appStateOf(html).queries.queries).toHaveLength(4)
  })

  it('answers 404 for an unknown path', async () => {
    const response = await render({ url: '/nope', cookies: {}, api: showroomApi(), template })

    expect(response.status).toBe(404)
    const page = /<section class="not-found[\s\S]*?<\/section>/.exec(response.html)?.[0] ?? ''
    expect(page).toContain('404 Page Not Found')
    // Plain words for a visitor: nothing about how the site is built.
    expect(page).toContain('forse l&#x27;indirizzo è sbagliato, o ci siamo dimenticati di aggiungerla al sito')
    expect(page).not.toMatch(/router/i)
  })

  it('treats a path starting with two slashes as a path, not a host', async () => {
    const api = showroomApi()
    const response = await render({ url: '//nope', cookies: {}, api, template })

    expect(response.status).toBe(404)
    expect(api.calls.some((path) => path.startsWith('/api/cars'))).toBe(false)
  })

  it('renders English for ?lang=en and remembers the choice in a cookie', async () => {
    const response = await render({ url: '/?lang=en', cookies: { lang: 'it' }, api: showroomApi(), template })

    expect(response.html).toContain('<html lang="en">')
    expect(response.html).toContain('You have seen all cars')
    expect(response.html).toContain('View details')
    expect(response.html).toContain('LINGUA')
    expect(appStateOf(response.html).language).toBe('en')
    expect(response.headers['Set-Cookie']).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax')
  })

  it('marks the language cookie Secure when the site is served over https', async () => {
    const previous = process.env.SITE_URL
    process.env.SITE_URL = 'https://www.autosalone.example'
    try {
      const response = await render({ url: '/?lang=en', cookies: {}, api: showroomApi(), template })
      expect(response.headers['Set-Cookie']).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
    } finally {
      if (previous === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = previous
    }
  })

  it('follows the lang cookie without setting it again', async () => {
    const response = await render({ url: '/nope', cookies: { lang: 'en' }, api: showroomApi(), template })

    expect(response.html).toContain('<html lang="en">')
    expect(response.html).toContain('Back to Home')
    expect(response.headers['Set-Cookie']).toBeUndefined()
  })

  it('still renders the page when the API fails, leaving the data to the browser', async () => {
    const api: ApiGet = () => Promise.reject(new ApiError(500, '500: Internal Server Error'))
    const response = await render({ url: '/', cookies: {}, api, template })

    expect(response.status).toBe(200)
    expect(response.html).toContain('Caricamento...')
    expect(appStateOf(response.html).queries.queries).toHaveLength(0)
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ApiError, type ApiGet } from '@/lib/api-client'
import { carFixture, carListFixture, siteSettingsFixture } from '@/test/fixtures'
import { render } from './entry-server'

const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')

/** The catalogue holds one car; every other slug is a 404, as the API answers it. */
function showroomApi(): ApiGet & { calls: string[] } {
  const calls: string[] = []
  const api = async <T,>(path: string): Promise<T> => {
    calls.push(path)
    if (path === '/api/cars/by-slug/bmw-x3-xdrive20d-2021') return carFixture() as T
    if (path.startsWith('/api/cars/by-slug/')) throw new ApiError(404, `404: ${path}`)
    if (path.startsWith('/api/cars')) return carListFixture([carFixture()]) as T
    if (path.startsWith('/api/globals/site-settings')) return siteSettingsFixture as T
    throw new ApiError(404, `404: ${path}`)
  }
  return Object.assign(api, { calls })
}

function routerStateOf(html: string): { loaderData: Record<string, unknown> } {
  const json = html.match(/<script type="application\/json" id="app-state">(.*?)<\/script>/s)?.[1]
  if (!json) throw new Error('no app-state script in the HTML')
  return (JSON.parse(json) as { router: { loaderData: Record<string, unknown> } }).router
}

describe('what the route loaders answer', () => {
  it('sends a plain form with empty fields to the clean address, before asking the API anything', async () => {
    const api = showroomApi()
    const response = await render({ url: '/annunci?brand=&fuel=diesel&sort=', cookies: {}, api, template })

    expect(response.status).toBe(302)
    expect(response.headers.Location).toBe('/annunci?fuel=diesel')
    expect(api.calls.filter((path) => path.startsWith('/api/cars'))).toEqual([])
  })

  it('renders a car with its head, and hands the loaders’ answers to the browser', async () => {
    const response = await render({ url: '/auto/bmw-x3-xdrive20d-2021', cookies: {}, api: showroomApi(), template })

    expect(response.status).toBe(200)
    expect(response.html).toContain('<title>BMW X3 xDrive20d a € 38.900 | Autosalone Arda</title>')
    expect(response.html).toContain('<link rel="canonical" href="http://localhost:3000/auto/bmw-x3-xdrive20d-2021" />')
    expect(response.html).toContain('<meta property="og:type" content="product" />')
    expect(Object.values(routerStateOf(response.html).loaderData)).toEqual([null, null])
  })

  it('answers 404 for a car that is not in the catalogue, kept out of search engines', async () => {
    const response = await render({ url: '/auto/nessuna-2000', cookies: {}, api: showroomApi(), template })

    expect(response.status).toBe(404)
    expect(response.html).toContain('<title>Auto non trovata | Autosalone Arda</title>')
    expect(response.html).toContain('<meta name="robots" content="noindex" />')
  })

  it('shows a car it could not fetch as not found, like the specification says, with a 404', async () => {
    const failing: ApiGet = (path) =>
      path.startsWith('/api/cars/by-slug/')
        ? Promise.reject(new ApiError(500, '500: Internal Server Error'))
        : showroomApi()(path)
    const response = await render({ url: '/auto/bmw-x3-xdrive20d-2021', cookies: {}, api: failing, template })

    expect(response.status).toBe(404)
    expect(response.html).toContain('Auto non trovata')
  })

  it('answers 404 with the not-found page for an unknown service, in either name', async () => {
    for (const url of ['/servizi/nessuno', '/services/nessuno']) {
      const response = await render({ url, cookies: {}, api: showroomApi(), template })

      expect(response.status, url).toBe(404)
      expect(response.html, url).toContain('404 Page Not Found')
      expect(response.html, url).toContain('<title>Pagina non trovata | Autosalone Arda</title>')
    }
  })

  it('names a known service in its head, with its canonical address', async () => {
    const response = await render({ url: '/services/finanziamenti?lang=en', cookies: {}, api: showroomApi(), template })

    expect(response.status).toBe(200)
    expect(response.html).toMatch(/<title>[^<|]+ \| Autosalone Arda<\/title>/)
    expect(response.html).toContain(
      '<link rel="canonical" href="http://localhost:3000/servizi/finanziamenti?lang=en" />',
    )
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { render } from '@/app/entry-server'
import type { ApiGet } from '@/lib/api-client'

const template = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8')

function recordingApi(): ApiGet & { calls: string[] } {
  const calls: string[] = []
  const api = async <T,>(path: string): Promise<T> => {
    calls.push(path)
    throw Object.assign(new Error(`404: ${path}`), { status: 404 })
  }
  return Object.assign(api, { calls })
}

describe('the panel on the server', () => {
  it.each([
    '/login',
    '/admin',
    '/admin/new',
    '/admin/edit/7',
    '/admin/media',
    '/admin/impostazioni',
    '/admin/utenti',
    '/admin/account',
    '/admin/edit/7/cronologia',
  ])('sends %s as a bare shell kept out of search engines, with no data', async (url) => {
    const api = recordingApi()
    const response = await render({ url, cookies: {}, api, template })

    expect(response.status).toBe(200)
    expect(response.headers['X-Robots-Tag']).toBe('noindex, nofollow')
    expect(response.html).toContain('<meta name="robots" content="noindex" />')
    expect(response.html).toContain('Caricamento...')
    expect(response.html).not.toContain('Accedi al Pannello')
    expect(api.calls).toEqual([])
  })

  it.each(['/admin/richieste', '/admin/richieste/3'])('sends the inbox %s as a bare shell too', async (url) => {
    const api = recordingApi()
    const response = await render({ url, cookies: {}, api, template })

    expect(response.status).toBe(200)
    expect(response.headers['X-Robots-Tag']).toBe('noindex, nofollow')
    expect(api.calls).toEqual([])
  })

  it('redirects /admin/login to /login', async () => {
    const response = await render({ url: '/admin/login', cookies: {}, api: recordingApi(), template })

    expect(response.status).toBe(302)
    expect(response.headers.Location).toBe('/login')
  })

  it('still answers 404 for an unknown address under /admin', async () => {
    const response = await render({ url: '/admin/nope', cookies: {}, api: recordingApi(), template })

    expect(response.status).toBe(404)
  })
})

import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { attempt } from './helpers/loginAttempts'
import { tempDataDir, type RunningServer } from './helpers/server'

describe('admin sign-in and sessions', () => {
  const dataDir = tempDataDir('api-auth')
  let server: RunningServer
  let url: string
  let cookie: string

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  describe('without a session', () => {
    it.each([
      ['POST', '/api/admin/logout'],
      ['GET', '/api/admin/cars'],
      ['GET', '/api/admin/cars/1'],
      ['POST', '/api/admin/cars'],
      ['PUT', '/api/admin/cars/1'],
      ['DELETE', '/api/admin/cars/1'],
      ['GET', '/api/admin/media'],
      ['POST', '/api/admin/media/upload'],
      ['DELETE', '/api/admin/media/1'],
      ['GET', '/api/admin/media/1/proxy'],
    ])('%s %s answers 401 JSON', async (method, path) => {
      for (const headers of [
        {},
        { cookie: 'payload-token=not-a-token' },
        { authorization: 'JWT not-a-token' },
      ] as Record<string, string>[]) {
        const response = await call(url, path, {
          method,
          headers,
          json: method === 'POST' || method === 'PUT' ? validCar : undefined,
        })
        expect(response.status).toBe(401)
        expect(response.headers.get('cache-control')).toBe('private, no-store')
        expect(await response.json()).toEqual({ error: 'Sessione scaduta o assente: accedi di nuovo.' })
      }
    })
  })

  describe('sign-in', () => {
    it('sets the console cookie (HttpOnly, SameSite=Lax, whole site) and answers the user', async () => {
      const response = await call(url, '/api/admin/login', { method: 'POST', json: ADMIN })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { user: { id: number; username: string } }
      expect(body).toEqual({ user: { id: expect.any(Number), username: ADMIN.username } })
      const [setCookie, deviceCookie] = response.headers.getSetCookie()
      expect(setCookie).toMatch(/^payload-token=[\w.-]+; Expires=[^;]+; Path=\/; HttpOnly=true; SameSite=Lax$/)
      expect(deviceCookie).toMatch(/^login-device=[\w.-]+; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Lax$/)

      const token = setCookie.split(';', 1)[0]
      const me = await call(url, '/api/users/me', { cookie: token })
      expect(((await me.json()) as { user: { username: string } | null }).user?.username).toBe(ADMIN.username)
    })

    it('refuses a wrong password and malformed bodies', async () => {
      const wrong = await call(url, '/api/admin/login', {
        method: 'POST',
        json: { ...ADMIN, password: 'sbagliata-123' },
      })
      expect(wrong.status).toBe(401)
      expect(await wrong.json()).toEqual({ error: 'Username o password non corretti.' })
      const unknown = await call(url, '/api/admin/login', {
        method: 'POST',
        json: { username: 'nessuno', password: 'sbagliata-123' },
      })
      expect(unknown.status).toBe(401)

      const missing = await call(url, '/api/admin/login', { method: 'POST', json: { username: ADMIN.username } })
      expect(missing.status).toBe(400)
      expect(((await missing.json()) as { error: string }).error).toBe('Inserisci username e password.')
      const broken = await call(url, '/api/admin/login', {
        method: 'POST',
        body: '{"username":',
        headers: { 'content-type': 'application/json' },
      })
      expect(broken.status).toBe(400)
    })

    it('ends the session on logout: the old token stops working for the panel and the console', async () => {
      const token = await signIn(url)
      expect((await call(url, '/api/admin/cars', { cookie: token })).status).toBe(200)

      const response = await call(url, '/api/admin/logout', { method: 'POST', cookie: token })
      expect(response.status).toBe(200)
      expect(response.headers.getSetCookie().join('\n')).toMatch(
        /^payload-token=; Expires=[^;]+; Path=\/; HttpOnly=true; SameSite=Lax$/,
      )

      expect((await call(url, '/api/admin/cars', { cookie: token })).status).toBe(401)
      const me = await call(url, '/api/users/me', { cookie: token })
      expect(((await me.json()) as { user: unknown }).user).toBeNull()
      expect((await call(url, '/api/admin/cars', { cookie })).status).toBe(200)
    })

    it('never locks an account: after 5 wrong passwords from elsewhere, the right one still signs in', async () => {
      const seller = { username: 'venditore', password: 'password-del-venditore' }
      const created = await call(url, '/api/users', { method: 'POST', cookie, json: { ...seller, role: 'venditore' } })
      expect(created.status).toBe(201)

      // fetch connects from 127.0.0.1; an attacker from another address has its own allowance.
      for (let i = 1; i <= 5; i++) {
        const response = await attempt(url, { from: '127.0.0.9', ...seller, password: `sbagliata-${i}` })
        expect(response.status).toBe(401)
      }
      const signedIn = await call(url, '/api/admin/login', { method: 'POST', json: seller })
      expect(signedIn.status).toBe(200)
      expect(await signedIn.json()).toEqual({ user: { id: expect.any(Number), username: seller.username } })
    })
  })
})

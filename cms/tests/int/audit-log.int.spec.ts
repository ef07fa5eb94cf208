import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readAnswer } from '@autosalone/domain/answer-contract'
import { auditLogPage, type AuditEntry, type AuditLogPage } from '@autosalone/domain/audit/audit-log'
import { ADMIN, call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { connectToDataDir } from './helpers/database'
import { attempt } from './helpers/loginAttempts'
import { tempDataDir, type RunningServer } from './helpers/server'

const DAY = 24 * 60 * 60 * 1000

describe("the owner's audit log", () => {
  const dataDir = tempDataDir('audit-log')
  let server: RunningServer
  let url: string
  let owner: string
  let ownerId: number
  let sales: { id: number; cookie: string; password: string }

  beforeAll(async () => {
    server = await startAdminServer(dataDir, { TRUST_PROXY: 'loopback' })
    url = server.url
    owner = await signIn(url)
    const me = (await (await call(url, '/api/users/me', { cookie: owner })).json()) as { user: { id: number } }
    ownerId = me.user.id
    const added = await call(url, '/api/admin/users', {
      method: 'POST',
      cookie: owner,
      json: { name: 'Giulia Rossi', username: 'giulia', role: 'venditore' },
    })
    const { id, password } = (await added.json()) as { id: number; password: string }
    sales = { id, password, cookie: await signIn(url, 'giulia', password) }
  })

  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  async function entries(query = ''): Promise<AuditLogPage> {
    const answer = await call(url, `/api/admin/audit-log${query}`, { cookie: owner })
    expect(answer.status, await answer.clone().text()).toBe(200)
    return readAnswer(auditLogPage, await answer.json(), 'GET /api/admin/audit-log')
  }

  const latest = async (action: string): Promise<AuditEntry | undefined> =>
    (await entries(`?action=${action}&limit=1`)).docs[0]

  it('records a failed sign-in with the username tried and the address, the forwarded one under TRUST_PROXY', async () => {
    const direct = await attempt(url, { from: '127.0.0.57', username: 'Chi-Sono', password: 'sbagliata' })
    expect(direct.status).toBe(401)
    expect(await latest('auth.signInFailed')).toMatchObject({
      action: 'auth.signInFailed',
      user: null,
      username: 'chi-sono',
      target: 'chi-sono',
      address: '127.0.0.57',
      details: { reason: 'credentials' },
    })

    const proxied = await attempt(url, {
      from: '127.0.0.58',
      username: ADMIN.username,
      password: 'sbagliata-anche-questa',
      door: 'console',
      headers: { 'x-forwarded-for': '198.51.100.23' },
    })
    expect(proxied.status).toBe(401)
    expect(await latest('auth.signInFailed')).toMatchObject({ target: ADMIN.username, address: '198.51.100.23' })
  })

  it('records sign-ins with their account', async () => {
    const { docs } = await entries(`?action=auth.signIn&user=${sales.id}`)
    expect(docs).toEqual([
      expect.objectContaining({ user: { id: sales.id, name: 'Giulia Rossi', username: 'giulia' }, username: 'giulia' }),
    ])
  })

  it("records a settings change with the owner's account and the fields changed, not their values", async () => {
    const current = (await (await call(url, '/api/admin/settings', { cookie: owner })).json()) as Record<
      string,
      unknown
    >
    const saved = await call(url, '/api/admin/settings', {
      method: 'PUT',
      cookie: owner,
      json: { ...current, phone: '+39 0523 111222' },
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const entry = await latest('settings.changed')
    expect(entry).toMatchObject({ user: { id: ownerId, username: ADMIN.username }, details: { fields: ['phone'] } })
    expect(JSON.stringify(entry)).not.toContain('111222')
  })

  it("records an export and a car's trip to the trash and back with the salesperson's account", async () => {
    const exported = await call(url, '/api/admin/export/cars.csv', { cookie: sales.cookie })
    expect(exported.status).toBe(200)
    await exported.arrayBuffer()
    expect(await latest('exports.cars')).toMatchObject({ user: { id: sales.id }, details: { format: 'csv' } })

    const created = await call(url, '/api/admin/cars', { method: 'POST', cookie: sales.cookie, json: validCar })
    const car = (await created.json()) as { id: number; name: string }
    expect((await call(url, `/api/admin/cars/${car.id}`, { method: 'DELETE', cookie: sales.cookie })).status).toBe(200)
    expect(await latest('cars.trashed')).toMatchObject({ user: { id: sales.id }, target: `${car.name} (#${car.id})` })
    const restored = await call(url, `/api/admin/cars/${car.id}/restore`, { method: 'POST', cookie: sales.cookie })
    expect(restored.status).toBe(200)
    expect(await latest('cars.restoredFromTrash')).toMatchObject({
      user: { id: sales.id },
      target: `${car.name} (#${car.id})`,
    })
  })

  /** The owner resets Giulia's password; answers the new one. */
  async function resetSalesPassword(): Promise<string> {
    const reset = await call(url, `/api/admin/users/${sales.id}`, {
      method: 'PATCH',
      cookie: owner,
      json: { password: true },
    })
    expect(reset.status).toBe(200)
    sales.password = ((await reset.json()) as { password: string }).password
    return sales.password
  }

  it('records staff changes and a password reset, never the password', async () => {
    const password = await resetSalesPassword()
    const entry = await latest('users.changed')
    expect(entry).toMatchObject({
      user: { id: ownerId },
      target: `giulia (#${sales.id})`,
      details: { fields: ['password'] },
    })
    expect(JSON.stringify(entry)).not.toContain(password)
    sales.cookie = await signIn(url, 'giulia', password)
  })

  it('records a change of one’s own password and the sign-outs, in the same request', async () => {
    const newPassword = 'una-nuova-password-456'
    const temporary = await signIn(url, 'giulia', await resetSalesPassword())
    const changed = await call(url, '/api/admin/me/password', {
      method: 'POST',
      cookie: temporary,
      json: { currentPassword: sales.password, newPassword },
    })
    expect(changed.status, await changed.clone().text()).toBe(200)
    expect(await latest('auth.passwordChanged')).toMatchObject({ user: { id: sales.id }, target: null })

    expect((await call(url, '/api/admin/logout', { method: 'POST', cookie: temporary })).status).toBe(200)
    expect(await latest('auth.signOut')).toMatchObject({ user: { id: sales.id } })
    sales.cookie = await signIn(url, 'giulia', newPassword)
    expect((await call(url, '/api/admin/me/logout-all', { method: 'POST', cookie: sales.cookie })).status).toBe(200)
    expect(await latest('auth.signOutEverywhere')).toMatchObject({ user: { id: sales.id } })
    sales.cookie = await signIn(url, 'giulia', newPassword)
  })

  it('refuses the log to a salesperson and to no session, on the panel endpoint and on Payload’s', async () => {
    expect((await call(url, '/api/admin/audit-log')).status).toBe(401)
    expect((await call(url, '/api/admin/audit-log', { cookie: sales.cookie })).status).toBe(403)
    expect((await call(url, '/api/audit-log', { cookie: sales.cookie })).status).toBe(403)
    const anonymous = await call(url, '/api/audit-log')
    expect([401, 403]).toContain(anonymous.status)
    expect((await call(url, '/api/audit-log', { cookie: owner })).status).toBe(200)
  })

  it('answers 400 for a bad query', async () => {
    for (const query of ['?page=0', '?limit=1000', '?limit=abc', '?action=cars.stolen', '?user=-1', '?colore=rosso']) {
      const answer = await call(url, `/api/admin/audit-log${query}`, { cookie: owner })
      expect({ query, status: answer.status }).toEqual({ query, status: 400 })
    }
  })

  it('lets nobody write the log through the API, not even the owner', async () => {
    const before = (await entries()).totalDocs
    const [entry] = (await entries('?limit=1')).docs
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/audit-log', { action: 'auth.signIn', username: 'falso' }],
      ['PATCH', `/api/audit-log/${entry.id}`, { target: 'cambiato' }],
      ['DELETE', `/api/audit-log/${entry.id}`],
      ['DELETE', `/api/audit-log?where[id][equals]=${entry.id}`],
    ]
    for (const cookie of [owner, sales.cookie]) {
      for (const [method, path, json] of writes) {
        const answer = await call(url, path, { method, cookie, json, headers: { origin: url } })
        expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 })
      }
    }
    const after = await entries()
    // The reads above added nothing; no entry went or changed.
    expect(after.totalDocs).toBe(before)
    expect(after.docs.find((doc) => doc.id === entry.id)).toEqual(entry)
  })

  it('deletes entries older than twelve months in its nightly job, and keeps newer ones', async () => {
    const [older, newer] = (await entries('?action=auth.signInFailed')).docs.slice(-2)
    const db = await connectToDataDir(dataDir)
    try {
      const setAge = (id: number, days: number) =>
        db.query('update audit_log set created_at = $1 where id = $2', [new Date(Date.now() - days * DAY), id])
      await setAge(older.id, 370)
      await setAge(newer.id, 300)
    } finally {
      await db.end()
    }
    const queued = await call(url, '/api/payload-jobs', {
      method: 'POST',
      cookie: owner,
      headers: { origin: url },
      json: { taskSlug: 'purgeAuditLog', queue: 'leads', input: {} },
    })
    expect(queued.status, await queued.clone().text()).toBe(201)
    const ran = await call(url, '/api/payload-jobs/run?queue=leads', { cookie: owner })
    expect(ran.status, await ran.clone().text()).toBe(200)

    const ids = (await entries('?action=auth.signInFailed')).docs.map((doc) => doc.id)
    expect(ids).not.toContain(older.id)
    expect(ids).toContain(newer.id)
  })
})

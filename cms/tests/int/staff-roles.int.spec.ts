import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readAnswer } from '@autosalone/domain/answer-contract'
import {
  signedInUserAnswer,
  staffUsersAnswer,
  staffUserUpdateAnswer,
  staffUserWithPassword,
} from '@autosalone/domain/staff/staff-users'

import { startTestSmtp, type TestSmtp } from '../../../tests/support/testSmtp'
import { runCompiledCli } from './helpers/backupCli'
import { ADMIN, call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type StaffAnswer = { id: number; username: string; role: string; disabled: boolean; password?: string }

describe('staff accounts and roles', () => {
  const dataDir = tempDataDir('staff-roles')
  let smtp: TestSmtp
  let server: RunningServer
  let url: string
  let owner: string

  beforeAll(async () => {
    smtp = await startTestSmtp()
    server = await startAdminServer(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Sito <sito@autosalone.example>',
      TRUST_PROXY: 'loopback',
    })
    url = server.url
    owner = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  /** The accounts' answers the panel reads are checked against their contract in `domain/` on the way. */
  async function addStaff(username: string, extra: Record<string, unknown> = {}) {
    const answer = await call(url, '/api/admin/users', {
      method: 'POST',
      cookie: owner,
      json: { name: `Nome ${username}`, username, role: 'venditore', ...extra },
    })
    expect(answer.status).toBe(201)
    return readAnswer(staffUserWithPassword, await answer.json(), 'POST /api/admin/users')
  }

  const status = async (path: string, cookie: string, method = 'GET', json?: unknown) =>
    (await call(url, path, { method, cookie, json })).status

  it('makes the first account the owner and lists it', async () => {
    const answer = await call(url, '/api/admin/users', { cookie: owner })
    expect(answer.status).toBe(200)
    const { docs } = readAnswer(staffUsersAnswer, await answer.json(), 'GET /api/admin/users')
    expect(docs).toEqual([expect.objectContaining({ username: ADMIN.username, role: 'titolare', disabled: false })])
  })

  it('adds a salesperson with a first password shown once, who then signs in', async () => {
    const marco = await addStaff('marco')
    expect(marco).toMatchObject({ username: 'marco', role: 'venditore', disabled: false })
    expect(marco.password).toMatch(/^[A-Za-z0-9]{20}$/)
    await signIn(url, 'marco', marco.password)
    const { docs } = (await (await call(url, '/api/admin/users', { cookie: owner })).json()) as { docs: StaffAnswer[] }
    expect(docs.find((doc) => doc.username === 'marco')).not.toHaveProperty('password')
    const taken = await call(url, '/api/admin/users', {
      method: 'POST',
      cookie: owner,
      json: { name: 'Altro Marco', username: 'Marco', role: 'venditore' },
    })
    expect(taken.status).toBe(409)
  })

  it("refuses a salesperson's session every owner-only endpoint, and lets it work on cars and leads", async () => {
    const sales = await addStaff('giulia')
    const cookie = await signIn(url, 'giulia', sales.password)
    const created = await call(url, '/api/admin/cars', { method: 'POST', cookie, json: validCar })
    expect(created.status).toBe(201)
    const car = (await created.json()) as { id: number }
    const ownerOnly: [string, string, unknown?][] = [
      ['PUT', '/api/admin/settings', {}],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { name: 'X', username: 'intruso', role: 'titolare' }],
      ['PATCH', `/api/admin/users/${sales.id}`, { role: 'titolare' }],
      ['GET', '/api/admin/channels'],
      ['PATCH', '/api/admin/channels/meta', { enabled: true }],
      ['POST', '/api/admin/channels/meta/rotate-key'],
      ['GET', '/api/admin/backups'],
      ['GET', '/api/admin/backups/nightly.tar.gz'],
      ['POST', '/api/admin/imports/1/undo'],
      ['GET', '/api/admin/leads/export'],
      // Payload's own routes are closed to the same things.
      ['DELETE', `/api/cars/${car.id}`],
      ['DELETE', '/api/media/1'],
      ['DELETE', '/api/leads/1'],
      ['POST', '/api/users', { username: 'intruso', password: 'una-password-123', role: 'titolare' }],
      ['PATCH', `/api/users/${sales.id}`, { role: 'titolare' }],
      ['POST', '/api/globals/site-settings', { name: 'Altro' }],
      ['GET', '/api/globals/feed-channels'],
    ]
    for (const [method, path, json] of ownerOnly) {
      expect({ method, path, status: await status(path, cookie, method, json) }).toEqual({ method, path, status: 403 })
    }
    const usersSeen = (await (await call(url, '/api/users', { cookie })).json()) as { docs: StaffAnswer[] }
    expect(usersSeen.docs.map((doc) => doc.username)).toEqual(['giulia'])

    expect(await status('/api/admin/cars', cookie)).toBe(200)
    expect(await status(`/api/admin/cars/${car.id}`, cookie)).toBe(200)
    expect(await status('/api/admin/leads', cookie)).toBe(200)
    expect(await status('/api/admin/settings', cookie)).toBe(200)
    expect(await status(`/api/admin/cars/${car.id}`, cookie, 'DELETE')).toBe(200)
    expect(await status(`/api/admin/cars/${car.id}/restore`, cookie, 'POST')).toBe(200)
    // The owner still may.
    expect(await status('/api/admin/leads/export', owner)).toBe(200)
    expect(await status('/api/admin/channels', owner)).toBe(200)
  })

  it("ends a disabled account's open session at once, and lets it back in once re-enabled", async () => {
    const luca = await addStaff('luca')
    const cookie = await signIn(url, 'luca', luca.password)
    expect(await status('/api/admin/cars', cookie)).toBe(200)
    const me = async () =>
      readAnswer(signedInUserAnswer, await (await call(url, '/api/users/me', { cookie })).json(), 'GET /api/users/me')
    expect((await me()).user).toMatchObject({ id: luca.id, username: 'luca', role: 'venditore' })

    expect(await status(`/api/admin/users/${luca.id}`, owner, 'PATCH', { disabled: true })).toBe(200)
    expect(await status('/api/admin/cars', cookie)).toBe(401)
    expect((await me()).user).toBeNull()
    await expect(signIn(url, 'luca', luca.password)).rejects.toThrow(/401/)

    expect(await status(`/api/admin/users/${luca.id}`, owner, 'PATCH', { disabled: false })).toBe(200)
    const again = await signIn(url, 'luca', luca.password)
    expect(await status('/api/admin/cars', again)).toBe(200)
  })

  it('never lets the owner disable or demote their own account', async () => {
    const [me] = ((await (await call(url, '/api/admin/users', { cookie: owner })).json()) as { docs: StaffAnswer[] })
      .docs
    expect(await status(`/api/admin/users/${me.id}`, owner, 'PATCH', { disabled: true })).toBe(400)
    expect(await status(`/api/admin/users/${me.id}`, owner, 'PATCH', { role: 'venditore' })).toBe(400)
    expect(await status('/api/admin/users', owner)).toBe(200)
  })

  it('resets a password: a new one shown once, the old one and its sessions gone', async () => {
    const anna = await addStaff('anna')
    const cookie = await signIn(url, 'anna', anna.password)
    const reset = await call(url, `/api/admin/users/${anna.id}`, {
      method: 'PATCH',
      cookie: owner,
      json: { password: true },
    })
    expect(reset.status).toBe(200)
    const { password } = readAnswer(staffUserUpdateAnswer, await reset.json(), 'PATCH /api/admin/users/:id')
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(await status('/api/admin/cars', cookie)).toBe(401)
    await expect(signIn(url, 'anna', anna.password)).rejects.toThrow(/401/)
    await signIn(url, 'anna', password)
  })

  it('signs out of every device', async () => {
    const paolo = await addStaff('paolo')
    const phone = await signIn(url, 'paolo', paolo.password)
    const desk = await signIn(url, 'paolo', paolo.password)
    expect(await status('/api/admin/me/logout-all', phone, 'POST')).toBe(200)
    expect(await status('/api/admin/cars', phone)).toBe(401)
    expect(await status('/api/admin/cars', desk)).toBe(401)
    expect(await status('/api/admin/cars', owner)).toBe(200)
  })

  it('changes its own password: this session goes on, the others end', async () => {
    const sara = await addStaff('sara')
    const here = await signIn(url, 'sara', sara.password)
    const elsewhere = await signIn(url, 'sara', sara.password)
    const wrong = await call(url, '/api/admin/me/password', {
      method: 'POST',
      cookie: here,
      json: { currentPassword: 'non-e-questa', newPassword: 'nuova-password-di-sara' },
    })
    expect(wrong.status).toBe(400)
    expect(
      await status('/api/admin/me/password', here, 'POST', { currentPassword: sara.password, newPassword: 'corta' }),
    ).toBe(400)
    expect(
      await status('/api/admin/me/password', here, 'POST', {
        currentPassword: sara.password,
        newPassword: 'nuova-password-di-sara',
      }),
    ).toBe(200)
    expect(await status('/api/admin/cars', here)).toBe(200)
    expect(await status('/api/admin/cars', elsewhere)).toBe(401)
    await expect(signIn(url, 'sara', sara.password)).rejects.toThrow(/401/)
    await signIn(url, 'sara', 'nuova-password-di-sara')
  })

  it("assigns a request to a salesperson, who is told by e-mail and finds it in 'Le mie richieste'", async () => {
    const elena = await addStaff('elena', { email: 'elena@autosalone.example' })
    expect(elena).toMatchObject({ email: 'elena@autosalone.example' })
    const cookie = await signIn(url, 'elena', elena.password)
    const submitted = await fetch(`${url}/api/leads/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({
        type: 'contatto',
        name: 'Carla Neri',
        email: 'carla@example.com',
        message: 'Avete una station wagon?',
        privacy: 'on',
        page: '/contatti',
        language: 'it',
      }),
    })
    expect(submitted.status).toBe(201)
    const { docs } = (await (await call(url, '/api/admin/leads', { cookie: owner })).json()) as {
      docs: { id: number; name: string }[]
    }
    const lead = docs.find((doc) => doc.name === 'Carla Neri')!
    expect(await status('/api/admin/leads?mine=1', cookie)).toBe(200)
    const before = (await (await call(url, '/api/admin/leads?mine=1', { cookie })).json()) as { docs: unknown[] }
    expect(before.docs).toEqual([])

    const refused = await call(url, `/api/admin/leads/${lead.id}`, {
      method: 'PATCH',
      cookie: owner,
      json: { assignedTo: 99999 },
    })
    expect(refused.status).toBe(400)
    const assigned = await call(url, `/api/admin/leads/${lead.id}`, {
      method: 'PATCH',
      cookie: owner,
      json: { assignedTo: elena.id },
    })
    expect(assigned.status).toBe(200)
    expect(await assigned.json()).toMatchObject({ assignedTo: { id: elena.id, username: 'elena' } })

    const mail = await smtp.waitFor((message) => message.subject?.startsWith('Assegnata a te:') ?? false)
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('elena@autosalone.example')
    expect(mail.text).toContain('Carla Neri')

    const mine = (await (await call(url, '/api/admin/leads?mine=1', { cookie })).json()) as { docs: { id: number }[] }
    expect(mine.docs.map((doc) => doc.id)).toEqual([lead.id])
    const ownerMine = (await (await call(url, '/api/admin/leads?mine=1', { cookie: owner })).json()) as {
      docs: unknown[]
    }
    expect(ownerMine.docs).toEqual([])
  })

  // Last: it ends the owner's sessions.
  it("resets the owner's forgotten password from the machine, printed once, and ends their sessions", async () => {
    const { code, output } = await runCompiledCli('cms/dist/auth/resetPasswordCli.js', [ADMIN.username], {
      DATA_DIR: dataDir,
    })
    expect(code).toBe(0)
    const password = /New password for "concessionario": ([A-Za-z0-9]{20})\n/.exec(output)?.[1]
    expect(password).toBeDefined()
    expect(await status('/api/admin/users', owner)).toBe(401)
    await expect(signIn(url, ADMIN.username, ADMIN.password)).rejects.toThrow(/401/)
    expect(await status('/api/admin/users', await signIn(url, ADMIN.username, password))).toBe(200)
  })
})

import { describe, expect, it } from 'vitest'

import { readAnswer } from '@autosalone/domain/answer-contract'
import { adminLeadSchema, leadPageSchema, newLeadCountSchema } from '@autosalone/domain/leads/admin-lead-answer'
import {
  addDays,
  carChoicesAnswer,
  dealerToday,
  leadActivitiesAnswer,
  leadActivityAnswer,
  testDriveWeekAnswer,
} from '@autosalone/domain/leads/lead-desk'
import { call, signedInAdminServer, signIn, validCar } from './helpers/apiClient'

describe('the lead desk: activity, reminders, the week’s test drives, the car sold', () => {
  const session = signedInAdminServer('lead-desk')
  const owner = () => session.cookie
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(status)
    return (await response.json()) as T
  }

  /** A request as the console stores one (the visitor's form is tested in leads.int.spec.ts). */
  async function addLead(fields: Record<string, unknown> = {}): Promise<number> {
    const answer = await call(session.url, '/api/leads', {
      method: 'POST',
      cookie: owner(),
      json: {
        type: 'informazioni',
        name: 'Lucia Verdi',
        phone: '+39 333 1234567',
        consents: { privacyVersion: 'v1', privacyAt: new Date().toISOString() },
        ...fields,
      },
    })
    return (await json<{ doc: { id: number } }>(answer, 201)).doc.id
  }

  async function addSalesperson(): Promise<string> {
    const answer = await call(session.url, '/api/admin/users', {
      method: 'POST',
      cookie: owner(),
      json: { name: 'Giulia Bianchi', username: 'giulia', role: 'venditore' },
    })
    const { password } = await json<{ password: string }>(answer, 201)
    return signIn(session.url, 'giulia', password)
  }

  /** The answers the panel reads are checked against their contract in `domain/` on the way. */
  const activities = async (id: number, cookie = owner()) => {
    const path = `/api/admin/leads/${id}/activities`
    return readAnswer(leadActivitiesAnswer, await json(await call(session.url, path, { cookie })), path).docs
  }
  const patch = (id: number, changes: unknown, cookie = owner()) =>
    call(session.url, `/api/admin/leads/${id}`, { method: 'PATCH', cookie, json: changes })
  const leads = async (query: string) => {
    const path = `/api/admin/leads${query}`
    return readAnswer(leadPageSchema, await json(await call(session.url, path, { cookie: owner() })), path)
  }

  it('refuses every desk route without a session', async () => {
    const id = await addLead()
    for (const path of [
      `/api/admin/leads/${id}/activities`,
      '/api/admin/leads/test-drives',
      '/api/admin/leads/car-choices',
    ]) {
      expect((await call(session.url, path)).status).toBe(401)
    }
    const post = await call(session.url, `/api/admin/leads/${id}/activities`, {
      method: 'POST',
      json: { kind: 'nota', note: 'x' },
    })
    expect(post.status).toBe(401)
  })

  it('records a call and a note with who and when, newest first; status changes by itself', async () => {
    const id = await addLead()
    const giulia = await addSalesperson()
    const before = Date.now()
    const call1 = await call(session.url, `/api/admin/leads/${id}/activities`, {
      method: 'POST',
      cookie: giulia,
      json: { kind: 'chiamata', note: '  Non risponde, riprovo domani  ' },
    })
    expect(readAnswer(leadActivityAnswer, await json(call1, 201), 'POST activities')).toMatchObject({
      kind: 'chiamata',
      note: 'Non risponde, riprovo domani',
      authorName: 'Giulia Bianchi',
    })
    await json(
      await call(session.url, `/api/admin/leads/${id}/activities`, {
        method: 'POST',
        cookie: owner(),
        json: { kind: 'nota', note: 'Interessato alla permuta' },
      }),
      201,
    )
    await json(await patch(id, { status: 'in-lavorazione' }, giulia))
    // The same status again is no change and writes nothing.
    await json(await patch(id, { status: 'in-lavorazione', notes: 'x' }, giulia))

    const list = await activities(id)
    expect(list.map((entry) => [entry.kind, entry.authorName])).toEqual([
      ['stato', 'Giulia Bianchi'],
      ['nota', 'concessionario'],
      ['chiamata', 'Giulia Bianchi'],
    ])
    expect(list[0]).toMatchObject({ fromStatus: 'nuova', toStatus: 'in-lavorazione', note: null })
    for (const entry of list) {
      expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000)
      expect(Date.parse(entry.createdAt)).toBeLessThanOrEqual(Date.now() + 1000)
    }
  })

  it('answers 400 to a bad entry and stores nothing; 403 from another site; 404 for no request', async () => {
    const id = await addLead()
    const bad = [
      { kind: 'stato', note: 'scritto a mano' },
      { kind: 'telefonata', note: 'x' },
      { kind: 'nota', note: '   ' },
      { kind: 'nota', note: 'x'.repeat(1001) },
      { kind: 'nota', note: 42 },
      {},
    ]
    for (const body of bad) {
      const answer = await call(session.url, `/api/admin/leads/${id}/activities`, {
        method: 'POST',
        cookie: owner(),
        json: body,
      })
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    const malformed = await call(session.url, `/api/admin/leads/${id}/activities`, {
      method: 'POST',
      cookie: owner(),
      body: '{"kind":',
      headers: { 'content-type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
    const foreign = await call(session.url, `/api/admin/leads/${id}/activities`, {
      method: 'POST',
      cookie: owner(),
      json: { kind: 'nota', note: 'x' },
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(foreign.status).toBe(403)
    expect(await activities(id)).toEqual([])
    const missing = await call(session.url, '/api/admin/leads/999999/activities', { cookie: owner() })
    expect(missing.status).toBe(404)
  })

  it("lists under 'Da richiamare oggi' a reminder today or earlier at the dealer's, not a closed one", async () => {
    const today = dealerToday()
    const dueNow = await addLead({ name: 'Oggi Richiamare' })
    const overdue = await addLead({ name: 'Ieri Richiamare' })
    const later = await addLead({ name: 'Domani Richiamare' })
    const closed = await addLead({ name: 'Chiusa Richiamare' })
    await json(await patch(dueNow, { remindOn: today }))
    await json(await patch(overdue, { remindOn: addDays(today, -3) }))
    await json(await patch(later, { remindOn: addDays(today, 1) }))
    await json(await patch(closed, { remindOn: today, status: 'chiusa' }))
    for (const remindOn of ['2026-02-30', 'domani', 20261128, '2026-11-28T10:00']) {
      expect((await patch(later, { remindOn })).status).toBe(400)
    }

    const due = await leads('?due=1')
    expect(due.docs.map((lead) => lead.name).sort()).toEqual(['Ieri Richiamare', 'Oggi Richiamare'])
    expect(due.dueCount).toBe(2)
    const inbox = await leads('')
    expect(inbox.dueCount).toBe(2)
    const header = await json(await call(session.url, '/api/admin/leads/new-count', { cookie: owner() }))
    expect(readAnswer(newLeadCountSchema, header, 'new-count').newCount).toBe(inbox.newCount)
    await json(await patch(overdue, { remindOn: null }))
    expect((await leads('?due=1')).docs.map((lead) => lead.name)).toEqual(['Oggi Richiamare'])
  })

  it("shows a booked test drive in its week's calendar, Monday to Sunday, and not in the next", async () => {
    const today = dealerToday()
    const car = await json<{ id: number }>(
      await call(session.url, '/api/admin/cars', { method: 'POST', cookie: owner(), json: validCar }),
      201,
    )
    await addLead({ type: 'test-drive', name: 'Paolo Neri', car: car.id, details: { date: today, time: '10:30' } })
    const week = readAnswer(
      testDriveWeekAnswer,
      await json(await call(session.url, '/api/admin/leads/test-drives', { cookie: owner() })),
      'test-drives',
    )
    expect(week.today).toBe(today)
    expect(week.days).toHaveLength(7)
    expect(new Date(`${week.days[0]}T12:00:00Z`).getUTCDay()).toBe(1)
    expect(week.entries).toEqual([
      expect.objectContaining({
        name: 'Paolo Neri',
        day: today,
        time: '10:30',
        car: { id: car.id, name: validCar.name },
      }),
    ])
    const next = await json<{ entries: unknown[] }>(
      await call(session.url, `/api/admin/leads/test-drives?week=${addDays(today, 7)}`, { cookie: owner() }),
    )
    expect(next.entries).toEqual([])
    expect((await call(session.url, '/api/admin/leads/test-drives?week=x', { cookie: owner() })).status).toBe(400)
  })

  it('links the car sold to the request, sets it sold when asked, and finds the request from the car', async () => {
    const created = await call(session.url, '/api/admin/cars', {
      method: 'POST',
      cookie: owner(),
      json: { ...validCar, name: 'Lancia Ypsilon Gold' },
    })
    const car = await json<{ id: number }>(created, 201)
    const choices = readAnswer(
      carChoicesAnswer,
      await json(await call(session.url, '/api/admin/leads/car-choices?q=Ypsilon', { cookie: owner() })),
      'car-choices',
    )
    expect(choices.docs.map((choice) => choice.id)).toEqual([car.id])
    const id = await addLead({ name: 'Compratore Ypsilon' })
    expect((await patch(id, { soldCar: 999999 })).status).toBe(400)
    expect((await patch(id, { markCarSold: true })).status).toBe(400)
    const lead = readAnswer(
      adminLeadSchema,
      await json(await patch(id, { soldCar: car.id, markCarSold: true })),
      'PATCH',
    )
    expect(lead.soldCar).toEqual({ id: car.id, name: 'Lancia Ypsilon Gold', status: 'venduta' })
    const stored = await json<{ status: string }>(
      await call(session.url, `/api/admin/cars/${car.id}`, { cookie: owner() }),
    )
    expect(stored.status).toBe('venduta')
    expect((await leads(`?soldCar=${car.id}`)).docs.map((doc) => doc.name)).toEqual(['Compratore Ypsilon'])
    expect((await call(session.url, '/api/admin/leads?soldCar=abc', { cookie: owner() })).status).toBe(400)
  })
})

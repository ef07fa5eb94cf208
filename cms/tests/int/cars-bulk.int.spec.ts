import { describe, expect, it } from 'vitest'

import { readAnswer } from '@autosalone/domain/answer-contract'
import { bulkActionAnswerSchema, bulkUndoAnswerSchema } from '@autosalone/domain/admin-car-list/bulk-action'

import { call, signIn, signedInAdminServer, validCar } from './helpers/apiClient'

type CarAnswer = { id: number; name: string; price: number; status: string; statusChangedAt: string; updatedAt: string }

describe('bulk actions on the panel’s car list', () => {
  const session = signedInAdminServer('cars-bulk')

  async function create(name: string, fields: Record<string, unknown> = {}): Promise<CarAnswer> {
    const response = await call(session.url, '/api/admin/cars', {
      method: 'POST',
      cookie: session.cookie,
      json: { ...validCar, name, ...fields },
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as CarAnswer
  }

  const read = async (id: number) =>
    (await (await call(session.url, `/api/admin/cars/${id}`, { cookie: session.cookie })).json()) as CarAnswer
  const bulk = (json: unknown, cookie = session.cookie, headers: Record<string, string> = {}) =>
    call(session.url, '/api/admin/cars/bulk', { method: 'POST', cookie, json, headers })
  const answered = async (response: Response) =>
    readAnswer(bulkActionAnswerSchema, await response.json(), 'POST /api/admin/cars/bulk')
  const undo = (id: number, cookie = session.cookie) =>
    call(session.url, `/api/admin/cars/bulk/${id}/undo`, { method: 'POST', cookie })
  const trashedIds = async () =>
    (
      (await (await call(session.url, '/api/admin/trash', { cookie: session.cookie })).json()) as {
        docs: { id: number }[]
      }
    ).docs.map((car) => car.id)

  it('raises three prices by 10 %, leaves out a price on request, and undoes them all', async () => {
    const cars = [
      await create('Bulk A', { price: 14500 }),
      await create('Bulk B', { price: 19999 }),
      await create('Bulk C', { price: 5 }),
    ]
    const onRequest = await create('Bulk su richiesta', { price: 0, priceOnRequest: true })
    const ids = [...cars.map((car) => car.id), onRequest.id]

    const answer = await bulk({ ids, action: 'price', priceChange: { kind: 'percent', value: 10 } })
    expect(answer.status, await answer.clone().text()).toBe(200)
    const done = await answered(answer)
    expect(done.changed.map((car) => car.name)).toEqual(['Bulk A', 'Bulk B', 'Bulk C'])
    expect(done.skipped).toEqual([{ id: onRequest.id, name: 'Bulk su richiesta', reason: 'priceOnRequest' }])
    expect(await Promise.all(cars.map(async (car) => (await read(car.id)).price))).toEqual([15950, 21999, 6])

    const undone = await undo(done.id)
    expect(undone.status, await undone.clone().text()).toBe(200)
    const restored = readAnswer(bulkUndoAnswerSchema, await undone.json(), 'POST /api/admin/cars/bulk/{id}/undo')
    expect(restored.restored.map((car) => car.name)).toEqual(['Bulk A', 'Bulk B', 'Bulk C'])
    expect(await Promise.all(cars.map(async (car) => (await read(car.id)).price))).toEqual([14500, 19999, 5])
    expect((await read(onRequest.id)).price).toBe(0)

    const again = await undo(done.id)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: 'Questa azione è già stata annullata' })
  })

  it('changes statuses and puts each back with the day it was set', async () => {
    const a = await create('Stato A')
    const b = await create('Stato B', { status: 'prenotata' })
    const sold = await create('Stato C', { status: 'venduta' })

    const answer = await bulk({ ids: [a.id, b.id, sold.id], action: 'status', status: 'venduta' })
    const done = await answered(answer)
    expect(done.changed.map((car) => car.id)).toEqual([a.id, b.id])
    expect(done.skipped).toEqual([{ id: sold.id, name: 'Stato C', reason: 'unchanged' }])
    expect((await read(a.id)).status).toBe('venduta')
    expect((await read(b.id)).status).toBe('venduta')

    expect((await undo(done.id)).status).toBe(200)
    expect(await read(a.id)).toMatchObject({ status: 'disponibile', statusChangedAt: a.statusChangedAt })
    expect(await read(b.id)).toMatchObject({ status: 'prenotata', statusChangedAt: b.statusChangedAt })
  })

  it('moves cars to the trash, each on the audit log, and brings them back', async () => {
    const a = await create('Cestino A')
    const b = await create('Cestino B')
    const answer = await bulk({ ids: [a.id, b.id], action: 'trash' })
    expect(answer.status).toBe(200)
    const done = await answered(answer)
    expect(await trashedIds()).toEqual(expect.arrayContaining([a.id, b.id]))
    expect((await call(session.url, `/api/admin/cars/${a.id}`, { cookie: session.cookie })).status).toBe(404)

    const log = (await (
      await call(session.url, '/api/admin/audit-log?action=cars.trashed', { cookie: session.cookie })
    ).json()) as {
      docs: { target: string }[]
    }
    const targets = log.docs.map((entry) => entry.target).join(' | ')
    expect(targets).toContain('Cestino A')
    expect(targets).toContain('Cestino B')

    const together = (await (
      await call(session.url, '/api/admin/audit-log?action=cars.bulkChanged', { cookie: session.cookie })
    ).json()) as { docs: { target: string; details: Record<string, unknown> }[] }
    expect(together.docs[0]).toMatchObject({
      target: `Cestino A (#${a.id}), Cestino B (#${b.id})`,
      details: { bulkAction: done.id, action: 'trash', cars: 2 },
    })

    expect((await undo(done.id)).status).toBe(200)
    expect(await trashedIds()).not.toContain(a.id)
    expect((await read(a.id)).name).toBe('Cestino A')
    expect((await read(b.id)).name).toBe('Cestino B')
  })

  it('changes every car or none', async () => {
    const cheap = await create('Tutto o niente economica', { price: 900 })
    const dear = await create('Tutto o niente cara', { price: 20000 })

    const tooLow = await bulk({
      ids: [dear.id, cheap.id],
      action: 'price',
      priceChange: { kind: 'amount', value: -1000 },
    })
    expect(tooLow.status).toBe(400)
    expect(((await tooLow.json()) as { error: string }).error).toBe(
      `Il prezzo deve restare tra 1 e 10.000.000 €: non lo sarebbe per Tutto o niente economica (#${cheap.id})`,
    )
    expect((await read(dear.id)).price).toBe(20000)

    const missing = await bulk({ ids: [dear.id, 999999], action: 'status', status: 'venduta' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Auto non trovate o già nel cestino: #999999' })
    expect((await read(dear.id)).status).toBe('disponibile')
  })

  it('refuses to undo when a car was changed since, naming it, and changes none back', async () => {
    const a = await create('Dopo A', { price: 10000 })
    const b = await create('Dopo B', { price: 11000 })
    const done = await answered(
      await bulk({ ids: [a.id, b.id], action: 'price', priceChange: { kind: 'amount', value: 500 } }),
    )

    const later = await call(session.url, `/api/admin/cars/${b.id}`, {
      method: 'PUT',
      cookie: session.cookie,
      json: { mileage: 12345 },
    })
    expect(later.status).toBe(200)

    const refused = await undo(done.id)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: `Non si può annullare: Dopo B (#${b.id}) è stata modificata dopo. Nessuna auto è stata cambiata.`,
    })
    expect((await read(a.id)).price).toBe(10500)
    expect((await read(b.id)).price).toBe(11500)
  })

  it.each([
    ['no body', undefined, 'Corpo della richiesta vuoto'],
    ['no cars', { ids: [], action: 'trash' }, 'Scegli almeno un’auto'],
    [
      '201 cars',
      { ids: Array.from({ length: 201 }, (_, i) => i + 1), action: 'trash' },
      'Al massimo 200 auto per volta',
    ],
    ['an unknown action', { ids: [1], action: 'delete' }, '"action" deve essere uno di: status, price, trash'],
    [
      'a huge percentage',
      { ids: [1], action: 'price', priceChange: { kind: 'percent', value: 1e9 } },
      'La percentuale va da -90 a 100',
    ],
    ['a list for a body', [1, 2], 'Il corpo JSON deve essere un oggetto'],
  ])('answers %s with a 400 that says why', async (_case, json, error) => {
    const answer = await bulk(json)
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { error: string }).error).toBe(error)
  })

  it('refuses without a session, from another site, and an unknown action’s undo', async () => {
    const car = await create('Sicurezza')
    expect((await bulk({ ids: [car.id], action: 'trash' }, '')).status).toBe(401)
    expect((await undo(1, '')).status).toBe(401)
    const elsewhere = await bulk({ ids: [car.id], action: 'trash' }, session.cookie, { Origin: 'https://evil.example' })
    expect(elsewhere.status).toBe(403)
    expect(await trashedIds()).not.toContain(car.id)
    expect((await undo(999999)).status).toBe(404)
    expect((await undo(Number.NaN)).status).toBe(404)
  })

  it('is open to salespeople too', async () => {
    const added = await call(session.url, '/api/admin/users', {
      method: 'POST',
      cookie: session.cookie,
      json: { name: 'Marco Venditore', username: 'marco-bulk', role: 'venditore' },
    })
    const { password } = (await added.json()) as { password: string }
    const salesperson = await signIn(session.url, 'marco-bulk', password)
    const car = await create('Venditore')
    const done = await bulk({ ids: [car.id], action: 'status', status: 'prenotata' }, salesperson)
    expect(done.status).toBe(200)
    expect((await undo((await answered(done)).id, salesperson)).status).toBe(200)
    expect((await read(car.id)).status).toBe('disponibile')
  })
})

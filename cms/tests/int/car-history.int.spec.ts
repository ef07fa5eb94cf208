import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readAnswer } from '@autosalone/domain/answer-contract'
import { carHistory, historyRestoreAnswer } from '@autosalone/domain/car-history'
import { carRecordSchema } from '@autosalone/domain/car-record'
import { call, multipart, photoJpg, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type Car = { id: number; price: number; status: string; updatedAt: string; selectedMediaIds: number[] }

describe("a car's history", () => {
  const dataDir = tempDataDir('car-history')
  let server: RunningServer
  let url: string
  let owner: string
  let marco: string
  let car: Car

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    owner = await signIn(url)
    const added = await call(url, '/api/admin/users', {
      method: 'POST',
      cookie: owner,
      json: { name: 'Marco Bianchi', username: 'marco', role: 'venditore' },
    })
    const { password } = (await added.json()) as { password: string }
    marco = await signIn(url, 'marco', password)
    const form = multipart({ ...validCar, price: 32900 }, { images: [{ name: 'a.jpg', data: photoJpg }] })
    const created = await call(url, '/api/admin/cars', { method: 'POST', cookie: owner, form })
    expect(created.status).toBe(201)
    car = readAnswer(carRecordSchema, await created.json(), 'POST /api/admin/cars')
  })

  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const history = async (cookie = owner, id = car.id) => {
    const answer = await call(url, `/api/admin/cars/${id}/history`, { cookie })
    expect(answer.status).toBe(200)
    return readAnswer(carHistory, await answer.json(), 'GET /api/admin/cars/{id}/history')
  }
  const save = async (cookie: string, json: Record<string, unknown>) => {
    const answer = await call(url, `/api/admin/cars/${car.id}`, { method: 'PUT', cookie, json })
    expect(answer.status).toBe(200)
    return readAnswer(carRecordSchema, await answer.json(), 'PUT /api/admin/cars/{id}')
  }

  it('starts with the creation, by the account that created the car', async () => {
    const { car: summary, entries } = await history()
    expect(summary).toMatchObject({ id: car.id, name: validCar.name })
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'created',
        by: expect.objectContaining({ name: 'concessionario' }),
        current: true,
      }),
    ])
    expect(entries[0].photos.added).toBe(1)
  })

  it('shows a price change by the salesperson who made it, with both prices', async () => {
    await save(marco, { price: 30900 })
    const { entries } = await history(marco)
    expect(entries[0]).toMatchObject({
      kind: 'changed',
      by: { name: 'Marco Bianchi' },
      changes: [{ field: 'price', from: 32900, to: 30900 }],
      current: true,
    })
    expect(entries[1]).toMatchObject({ kind: 'created', current: false })
  })

  it('records photos added and removed, and status changes', async () => {
    const form = multipart({}, { images: [{ name: 'b.jpg', data: photoJpg }] })
    const withPhoto = await call(url, `/api/admin/cars/${car.id}`, { method: 'PUT', cookie: owner, form })
    expect(withPhoto.status).toBe(200)
    const photos = ((await withPhoto.json()) as Car).selectedMediaIds
    await save(owner, { selectedMediaIds: [photos[1]], status: 'prenotata' })
    const { entries } = await history()
    expect(entries[0]).toMatchObject({
      changes: [{ field: 'status', from: 'disponibile', to: 'prenotata' }],
      photos: { added: 0, removed: 1 },
    })
    expect(entries[1]).toMatchObject({ changes: [], photos: { added: 1, removed: 0 } })
  })

  it('restores a past version as a new change: the old price and photos come back', async () => {
    const before = await history()
    const created = before.entries.at(-1)!
    const restored = await call(url, `/api/admin/cars/${car.id}/history/${created.version}/restore`, {
      method: 'POST',
      cookie: marco,
      json: { version: before.car.updatedAt },
    })
    expect(restored.status).toBe(200)
    const answer = readAnswer(historyRestoreAnswer, await restored.json(), 'POST .../history/{version}/restore')
    expect(answer).toMatchObject({ missingPhotos: 0 })
    const read = await (await call(url, `/api/admin/cars/${car.id}`, { cookie: owner })).json()
    const now = readAnswer(carRecordSchema, read, 'GET /api/admin/cars/{id}')
    expect(now).toMatchObject({ price: 32900, status: 'disponibile' })
    expect(now.selectedMediaIds).toEqual(car.selectedMediaIds)
    const after = await history()
    expect(after.entries).toHaveLength(before.entries.length + 1)
    expect(after.entries[0]).toMatchObject({
      kind: 'restored',
      by: { name: 'Marco Bianchi' },
      restoredFrom: created.at,
      changes: expect.arrayContaining([{ field: 'price', from: 30900, to: 32900 }]),
    })
  })

  it('refuses a restore over a change made since the panel read the car, and keeps the car', async () => {
    const { entries, car: read } = await history()
    await save(owner, { mileage: 12000 })
    const stale = await call(url, `/api/admin/cars/${car.id}/history/${entries.at(-1)!.version}/restore`, {
      method: 'POST',
      cookie: owner,
      json: { version: read.updatedAt },
    })
    expect(stale.status).toBe(409)
    const now = (await (await call(url, `/api/admin/cars/${car.id}`, { cookie: owner })).json()) as Car
    expect(now).toMatchObject({ mileage: 12000 })
  })

  it("answers 404 for another car's version or a bad one, 401 without a session, 400 for a bad body", async () => {
    const other = (await (
      await call(url, '/api/admin/cars', { method: 'POST', cookie: owner, json: { ...validCar, name: 'Altra' } })
    ).json()) as Car
    const otherVersion = (await history(owner, other.id)).entries[0].version
    const restore = (version: string | number, cookie?: string, json: unknown = {}) =>
      call(url, `/api/admin/cars/${car.id}/history/${version}/restore`, { method: 'POST', cookie, json })
    expect((await restore(otherVersion, owner)).status).toBe(404)
    expect((await restore('abc', owner)).status).toBe(404)
    expect((await restore(otherVersion)).status).toBe(401)
    expect((await call(url, `/api/admin/cars/${car.id}/history`)).status).toBe(401)
    expect((await call(url, '/api/admin/cars/999999/history', { cookie: owner })).status).toBe(404)
    const mine = (await history()).entries[0].version
    expect((await restore(mine, owner, { version: 'ieri' })).status).toBe(400)
  })

  it('never answers who saved a car outside the history', async () => {
    const admin = (await (await call(url, `/api/admin/cars/${car.id}`, { cookie: owner })).json()) as object
    const visitor = (await (await call(url, `/api/cars/${car.id}`)).json()) as object
    for (const answer of [admin, visitor]) {
      expect(answer).not.toHaveProperty('changedBy')
      expect(answer).not.toHaveProperty('changedByName')
      expect(answer).not.toHaveProperty('restoredFrom')
    }
    expect((await call(url, '/api/cars/versions')).status).toBe(403)
  })
})

import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readAnswer } from '@autosalone/domain/answer-contract'
import { carRecordSchema } from '@autosalone/domain/car-record'
import { deletedCarAnswerSchema, trashedCarsAnswerSchema } from '@autosalone/domain/car-trash'

import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type Car = { id: number; name: string; slug: string; deletedAt?: string | null; purgeAt?: string }

const DAY = 24 * 60 * 60 * 1000

describe('the cars’ trash', () => {
  const dataDir = tempDataDir('car-trash')
  let server: RunningServer
  let url: string
  let cookie: string

  const newCar = async (name: string) => {
    const response = await call(url, '/api/admin/cars', { method: 'POST', cookie, json: { ...validCar, name } })
    expect(response.status).toBe(201)
    return (await response.json()) as Car
  }
  const trash = async () => ((await (await call(url, '/api/admin/trash', { cookie })).json()) as { docs: Car[] }).docs

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps a deleted car for 30 days, restorable from the panel', async () => {
    const car = await newCar('Fiat Punto cestino')
    const deleted = await call(url, `/api/admin/cars/${car.id}`, { method: 'DELETE', cookie })
    expect(deleted.status).toBe(200)
    expect(readAnswer(deletedCarAnswerSchema, await deleted.json(), 'DELETE /api/admin/cars/{id}')).toEqual({
      id: car.id,
    })
    expect((await call(url, `/api/cars/${car.id}`)).status).toBe(404)

    const listed = await (await call(url, '/api/admin/trash', { cookie })).json()
    expect(readAnswer(trashedCarsAnswerSchema, listed, 'GET /api/admin/trash').docs.length).toBeGreaterThan(0)
    const [trashed] = (await trash()).filter((item) => item.id === car.id)
    expect(trashed).toMatchObject({ name: car.name })
    expect(Date.parse(trashed.purgeAt!) - Date.parse(trashed.deletedAt!)).toBe(30 * DAY)

    const restored = await call(url, `/api/admin/cars/${car.id}/restore`, { method: 'POST', cookie })
    expect(restored.status).toBe(200)
    const restoredCar = readAnswer(carRecordSchema, await restored.json(), 'POST /api/admin/cars/{id}/restore')
    expect(restoredCar).toMatchObject({ id: car.id, slug: car.slug, deletedAt: null })
    expect((await call(url, `/api/cars/${car.id}`)).status).toBe(200)
    expect((await trash()).map((item) => item.id)).not.toContain(car.id)

    // A car that is not in the trash cannot be restored; nobody but the dealer sees or restores anything.
    expect((await call(url, `/api/admin/cars/${car.id}/restore`, { method: 'POST', cookie })).status).toBe(404)
    expect((await call(url, '/api/admin/trash')).status).toBe(401)
    expect((await call(url, `/api/admin/cars/${car.id}/restore`, { method: 'POST' })).status).toBe(401)
  })

  it('empties the trash of cars deleted more than 30 days ago, and only of those', async () => {
    const old = await newCar('Fiat Punto da svuotare')
    const recent = await newCar('Fiat Punto appena eliminata')
    expect((await call(url, `/api/admin/cars/${recent.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    // Deleted 31 days ago, through the console's REST API, which sets the same field.
    const aged = await call(url, `/api/cars/${old.id}`, {
      method: 'PATCH',
      cookie,
      headers: { origin: url },
      json: { deletedAt: new Date(Date.now() - 31 * DAY).toISOString() },
    })
    expect(aged.status, await aged.clone().text()).toBe(200)

    const queued = await call(url, '/api/payload-jobs', {
      method: 'POST',
      cookie,
      headers: { origin: url },
      json: { taskSlug: 'purgeTrashedCars', queue: 'catalogue', input: {} },
    })
    expect(queued.status, await queued.clone().text()).toBe(201)
    const ran = await call(url, '/api/payload-jobs/run?queue=catalogue', { cookie })
    expect(ran.status, await ran.clone().text()).toBe(200)

    const left = (await trash()).map((item) => item.id)
    expect(left).not.toContain(old.id)
    expect(left).toContain(recent.id)
  })
})

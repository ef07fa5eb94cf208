import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, multipart, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type Car = Record<string, unknown> & { id: number; price: number; mileage: number; updatedAt: string }

describe('two devices editing one car', () => {
  const dataDir = tempDataDir('car-conflicts')
  let server: RunningServer
  let url: string
  let cookie: string

  const put = (id: number, json: unknown) => call(url, `/api/admin/cars/${id}`, { method: 'PUT', cookie, json })
  const read = async (id: number) => (await (await call(url, `/api/admin/cars/${id}`, { cookie })).json()) as Car
  const newCar = async (name: string) => {
    const response = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...validCar, name, price: 28500, mileage: 40000 },
    })
    expect(response.status).toBe(201)
    return (await response.json()) as Car
  }

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses a save made from an older version with 409 and the car as it is now, changing nothing', async () => {
    const opened = await newCar('Fiat Panda conflitto')
    // Tab A saves a price cut; tab B, opened before it, saves only the mileage.
    const first = await put(opened.id, { price: 27000, version: opened.updatedAt })
    expect(first.status).toBe(200)
    const afterFirst = (await first.json()) as Car
    expect(afterFirst.updatedAt).not.toBe(opened.updatedAt)

    const second = await put(opened.id, { mileage: 41000, price: 28500, version: opened.updatedAt })
    expect(second.status).toBe(409)
    const body = (await second.json()) as { error: string; current: Car }
    expect(body.error).toContain('Auto modificata nel frattempo')
    expect(body.current).toMatchObject({ id: opened.id, price: 27000, mileage: 40000, updatedAt: afterFirst.updatedAt })
    expect(await read(opened.id)).toMatchObject({ price: 27000, mileage: 40000 })

    // Overwriting on purpose: the save names the version it has now seen.
    const overwrite = await put(opened.id, { mileage: 41000, price: 28500, version: body.current.updatedAt })
    expect(overwrite.status).toBe(200)
    expect(await read(opened.id)).toMatchObject({ price: 28500, mileage: 41000 })
  })

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const opened = await newCar('Fiat Panda simultanea')
    const answers = await Promise.all([
      put(opened.id, { price: 26000, version: opened.updatedAt }),
      put(opened.id, { price: 25000, version: opened.updatedAt }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('checks the version sent with the multipart form too', async () => {
    const opened = await newCar('Fiat Panda multipart')
    await put(opened.id, { price: 27500 })
    const response = await call(url, `/api/admin/cars/${opened.id}`, {
      method: 'PUT',
      cookie,
      form: multipart({ mileage: '45000', version: opened.updatedAt }),
    })
    expect(response.status).toBe(409)
    expect((await read(opened.id)).mileage).toBe(40000)
  })

  it('keeps saving as before for a client that sends no version, and refuses one that is not a date', async () => {
    const opened = await newCar('Fiat Panda senza versione')
    await put(opened.id, { price: 27500 })
    expect((await put(opened.id, { mileage: 42000 })).status).toBe(200)
    const bad = await put(opened.id, { mileage: 43000, version: 'ieri' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: [{ field: 'version' }] })
  })

  it("holds Payload's own route to the same rule when the save carries the updatedAt it was read with", async () => {
    const opened = await newCar('Fiat Panda console')
    const patch = (json: unknown) => call(url, `/api/cars/${opened.id}`, { method: 'PATCH', cookie, json })
    await put(opened.id, { price: 27000 })
    const stale = await patch({ mileage: 41000, price: 28500, updatedAt: opened.updatedAt })
    expect(stale.status).toBe(409)
    expect(JSON.stringify(await stale.json())).toContain('Auto modificata nel frattempo')
    expect(await read(opened.id)).toMatchObject({ price: 27000, mileage: 40000 })

    const now = await read(opened.id)
    const fresh = await patch({ mileage: 41000, updatedAt: now.updatedAt })
    expect(fresh.status).toBe(200)
    expect((await patch({ mileage: 42000 })).status).toBe(200)
    expect(await read(opened.id)).toMatchObject({ price: 27000, mileage: 42000 })
  })
})

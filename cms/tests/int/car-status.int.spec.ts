import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type CarAnswer = {
  id: number
  slug: string
  status: string
  isAvailable: boolean
  statusChangedAt: string
  updatedAt: string
}

describe('a car’s status', () => {
  const dataDir = tempDataDir('car-status')
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

  async function create(name: string, fields: Record<string, unknown> = {}): Promise<CarAnswer> {
    const response = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...validCar, name, ...fields },
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as CarAnswer
  }

  async function update(id: number, json: Record<string, unknown>) {
    return call(url, `/api/admin/cars/${id}`, { method: 'PUT', cookie, json })
  }

  const publicNames = async (path: string) =>
    ((await (await call(url, path)).json()) as { docs: { name: string }[] }).docs.map((car) => car.name)

  it('starts available, and each change is dated with isAvailable following it', async () => {
    const car = await create('Lancia Ypsilon stato')
    expect(car).toMatchObject({ status: 'disponibile', isAvailable: true })
    expect(Date.parse(car.statusChangedAt)).toBeGreaterThan(Date.now() - 60_000)

    const reserved = await update(car.id, { status: 'prenotata', version: car.updatedAt })
    expect(reserved.status).toBe(200)
    const reservedCar = (await reserved.json()) as CarAnswer
    expect(reservedCar).toMatchObject({ status: 'prenotata', isAvailable: false })
    expect(Date.parse(reservedCar.statusChangedAt)).toBeGreaterThan(Date.parse(car.statusChangedAt))

    // Another change that leaves the status alone keeps its date.
    const priced = (await (await update(car.id, { price: 9900 })).json()) as CarAnswer
    expect(priced.statusChangedAt).toBe(reservedCar.statusChangedAt)
  })

  it('refuses a change from a list older than the car (409) and a contradiction (400)', async () => {
    const car = await create('Lancia Ypsilon conflitto')
    expect((await update(car.id, { price: 9800 })).status).toBe(200)

    const stale = await update(car.id, { status: 'venduta', version: car.updatedAt })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ current: { status: 'disponibile' } })

    const contradiction = await update(car.id, { status: 'venduta', isAvailable: true })
    expect(contradiction.status).toBe(400)
    expect(await contradiction.json()).toMatchObject({ errors: [{ field: 'isAvailable' }] })
  })

  it('lets clients that only know isAvailable keep working', async () => {
    const car = await create('Lancia Ypsilon vecchio client', { isAvailable: false })
    expect(car).toMatchObject({ status: 'venduta', isAvailable: false })
    const back = (await (await update(car.id, { isAvailable: true })).json()) as CarAnswer
    expect(back).toMatchObject({ status: 'disponibile', isAvailable: true })

    const reserved = (await (await update(car.id, { status: 'prenotata' })).json()) as CarAnswer
    // Taking a reserved car off sale leaves it reserved.
    expect(await (await update(reserved.id, { isAvailable: false })).json()).toMatchObject({ status: 'prenotata' })
  })

  it('is public: the inventory’s query lists available and reserved cars, and a sold car keeps its page', async () => {
    const sold = await create('Lancia Ypsilon venduta', { status: 'venduta' })
    const reserved = await create('Lancia Ypsilon prenotata', { status: 'prenotata' })
    const listed = await publicNames('/api/cars?pagination=false&depth=0&where[status][in]=disponibile,prenotata')
    expect(listed).toContain('Lancia Ypsilon prenotata')
    expect(reserved.status).toBe('prenotata')
    expect(listed).not.toContain('Lancia Ypsilon venduta')

    const page = await call(url, `/api/cars/by-slug/${sold.slug}`)
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({ status: 'venduta', isAvailable: false })
  })
})

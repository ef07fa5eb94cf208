import fs from 'node:fs'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { connectToDataDir } from './helpers/database'
import { tempDataDir, type RunningServer } from './helpers/server'

type CarAnswer = {
  id: number
  slug: string
  price: number
  status: string
  updatedAt: string
  soldAt: string | null
  priceDrop: { previousPrice: number; reducedAt: string } | null
}
type PriceRow = { price: number; changedAt: string; changedBy: string | null }

const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

describe('price history, price drops and sold cars', () => {
  const dataDir = tempDataDir('price-history')
  let server: RunningServer
  let url: string
  let cookie: string
  let db: pg.Client

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
    db = await connectToDataDir(dataDir)
  })

  afterAll(async () => {
    await db?.end()
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

  async function update(id: number, json: Record<string, unknown>): Promise<CarAnswer> {
    const response = await call(url, `/api/admin/cars/${id}`, { method: 'PUT', cookie, json })
    expect(response.status, await response.clone().text()).toBe(200)
    return (await response.json()) as CarAnswer
  }

  async function prices(id: number): Promise<PriceRow[]> {
    const response = await call(url, `/api/admin/cars/${id}/prices`, { cookie })
    expect(response.status).toBe(200)
    return ((await response.json()) as { changes: PriceRow[] }).changes
  }

  /** The history as a test sets it: these prices at these dates, in place of what saves wrote. */
  async function setHistory(id: number, rows: { price: number; changedAt: string }[]) {
    await db.query('delete from car_prices where car_id = $1', [id])
    for (const row of rows) {
      await db.query('insert into car_prices (car_id, price, changed_at) values ($1, $2, $3)', [
        id,
        row.price,
        row.changedAt,
      ])
    }
  }

  const card = async (brand: string) => {
    const query = `where[brand][equals]=${brand}&select[price]=true&select[priceDrop]=true&select[status]=true`
    const response = await call(url, `/api/cars?${query}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { docs: Pick<CarAnswer, 'price' | 'priceDrop'>[] }).docs[0]
  }

  it('records every price with its date and author, from the panel and from REST', async () => {
    const car = await create('Fiat Panda storico', { price: 12_900 })
    expect(await prices(car.id)).toEqual([
      { price: 12_900, changedAt: car.updatedAt, changedBy: expect.any(String) as string },
    ])

    await update(car.id, { mileage: 1000 })
    expect(await prices(car.id)).toHaveLength(1)

    const raised = await update(car.id, { price: 13_500 })
    const patched = await call(url, `/api/cars/${car.id}`, { method: 'PATCH', cookie, json: { price: 13_200 } })
    expect(patched.status).toBe(200)
    const rows = await prices(car.id)
    expect(rows.map((row) => row.price)).toEqual([13_200, 13_500, 12_900])
    expect(rows[1].changedAt).toBe(raised.updatedAt)
    expect(rows[0].changedBy).toBe(rows[2].changedBy)
  })

  it('answers the lowest price of the 30 days before a reduction on the card and the car', async () => {
    const car = await create('Volkswagen Golf ribasso', { brand: 'Ribassata', price: 20_000 })
    await setHistory(car.id, [
      { price: 21_000, changedAt: daysAgo(60) },
      { price: 19_500, changedAt: daysAgo(25) },
      { price: 20_000, changedAt: daysAgo(10) },
    ])

    const reduced = await update(car.id, { price: 18_000 })
    expect(reduced.priceDrop).toMatchObject({ previousPrice: 19_500 })
    expect(await card('Ribassata')).toMatchObject({ price: 18_000, priceDrop: { previousPrice: 19_500 } })
    const page = (await (await call(url, `/api/cars/by-slug/${car.slug}`)).json()) as CarAnswer
    expect(page.priceDrop).toEqual(reduced.priceDrop)

    // Another change that leaves the price alone keeps the reduction; a client cannot write one.
    const edited = await update(car.id, { mileage: 5000, priceDrop: { previousPrice: 99_000, reducedAt: daysAgo(1) } })
    expect(edited.priceDrop).toEqual(reduced.priceDrop)

    // A further reduction is measured on its own 30 days, which now hold 18,000.
    expect((await update(car.id, { price: 17_000 })).priceDrop).toMatchObject({ previousPrice: 18_000 })
    // A raise ends it, and lowering back to what the 30 days already had shows none.
    expect((await update(car.id, { price: 19_000 })).priceDrop).toBeNull()
    expect((await update(car.id, { price: 17_000 })).priceDrop).toBeNull()
    expect(await card('Ribassata')).toMatchObject({ price: 17_000, priceDrop: null })
  })

  it('shows no reduction for a car without history before it, or on request, and ends it after 30 days', async () => {
    const car = await create('Opel Corsa senza storico', { brand: 'Nuovissima', price: 15_000 })
    // The reference is the 30 days before the reduction: a price set a second ago is one of them.
    expect((await update(car.id, { price: 14_000 })).priceDrop).toMatchObject({ previousPrice: 15_000 })
    await db.query(
      `update cars set price_drop = jsonb_set(price_drop, '{reducedAt}', to_jsonb($2::text)) where id = $1`,
      [car.id, daysAgo(31)],
    )
    expect(await card('Nuovissima')).toMatchObject({ price: 14_000, priceDrop: null })

    const onRequest = await create('Opel Astra su richiesta', { price: 20_000 })
    expect((await update(onRequest.id, { price: 0, priceOnRequest: true })).priceDrop).toBeNull()
  })

  it('dates the sale, keeps the date while sold and clears it when the car is back on offer', async () => {
    const car = await create('Renault Clio venduta', { price: 11_000 })
    expect(car.soldAt).toBeNull()
    const reduced = await update(car.id, { price: 10_000 })
    expect(reduced.priceDrop).not.toBeNull()

    const sold = await update(car.id, { status: 'venduta' })
    expect(Date.parse(sold.soldAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    // A sold car offers no price any more: no reduction either.
    expect(sold.priceDrop).toBeNull()
    expect((await update(car.id, { mileage: 30_000 })).soldAt).toBe(sold.soldAt)
    expect((await update(car.id, { status: 'disponibile' })).soldAt).toBeNull()
  })

  it('keeps a sold car’s page for the days set, then answers 301 to the inventory of its make and model', async () => {
    const car = await create('Alfa Romeo Giulietta 2019', { brand: 'Alfa Romeo', model: 'Giulietta' })
    await update(car.id, { status: 'venduta' })
    const page = () => fetch(`${url}/auto/${car.slug}`, { redirect: 'manual' })

    const fresh = await page()
    expect(fresh.status).toBe(200)
    expect(await fresh.text()).toContain('Venduta')

    await db.query('update cars set sold_at = $2 where id = $1', [car.id, daysAgo(89)])
    expect((await page()).status).toBe(200)

    await db.query('update cars set sold_at = $2 where id = $1', [car.id, daysAgo(91)])
    const moved = await page()
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/annunci?brand=Alfa+Romeo&model=Giulietta')
    const english = await fetch(`${url}/auto/${car.slug}?lang=en`, { redirect: 'manual' })
    expect(english.status).toBe(301)
    expect(english.headers.get('location')).toBe('/inventory?brand=Alfa+Romeo&model=Giulietta&lang=en')

    // The dealer's setting decides: 120 days bring the page back, and nonsense is refused.
    const settings = (await (await call(url, '/api/admin/settings', { cookie })).json()) as Record<string, unknown>
    expect(settings.soldPageDays).toBe(90)
    const refused = await call(url, '/api/admin/settings', {
      method: 'PUT',
      cookie,
      json: { ...settings, soldPageDays: 0 },
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('soldPageDays')
    const saved = await call(url, '/api/admin/settings', {
      method: 'PUT',
      cookie,
      json: { ...settings, soldPageDays: '120' },
    })
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { soldPageDays: number }).soldPageDays).toBe(120)
    expect((await page()).status).toBe(200)
  })

  it('keeps the history to the staff and takes it away with a car deleted for good', async () => {
    const car = await create('Lancia Ypsilon cancellata')
    expect((await call(url, `/api/admin/cars/${car.id}/prices`)).status).toBe(401)
    expect((await call(url, '/api/car-prices')).status).toBe(403)
    expect(
      (await call(url, '/api/car-prices', { method: 'POST', cookie, json: { car: car.id, price: 1 } })).status,
    ).toBe(403)

    const deleted = await call(url, `/api/cars/${car.id}`, { method: 'DELETE', cookie })
    expect(deleted.status).toBe(200)
    const { rows } = await db.query('select count(*)::int as n from car_prices where car_id = $1', [car.id])
    expect(rows[0]).toEqual({ n: 0 })
  })
})

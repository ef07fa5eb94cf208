import fs from 'node:fs'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { connectToDataDir } from './helpers/database'
import { tempDataDir, type RunningServer } from './helpers/server'

type Row = {
  id: number
  name: string
  plate: string | null
  year: number
  price: number
  status: string
  thumbnail: string | null
}
type ListAnswer = {
  docs: Row[]
  page: number
  limit: number
  totalDocs: number
  totalPages: number
  counts: Record<'all' | 'disponibile' | 'prenotata' | 'venduta', number>
}

const COPIES = 1999
/** A stored photo as the upload pipeline records it, so each row's answer is as long as a real one. */
const photo = (n: string) => ({
  id: 1,
  original: `/api/media/file/IMG_${n}-a1b2c3d4.jpg`,
  large: `/api/media/file/IMG_${n}-a1b2c3d4-1920x1440.webp`,
  card: `/api/media/file/IMG_${n}-a1b2c3d4-800x600.webp`,
  thumbnail: `/api/media/file/IMG_${n}-a1b2c3d4-400x300.webp`,
  width: 4000,
  height: 3000,
})

/**
 * Copies of the one car the API created, each with its own name, plate, VIN, year, price and
 * status (every tenth sold, every tenth after it reserved), an older creation time and six photos.
 */
const COPY_VALUES: Record<string, string> = {
  slug: `c.slug || '-' || n`,
  name: `'Fiat Panda lotto ' || n`,
  plate: `'PL' || lpad(n::text, 5, '0')`,
  vin: `'ZFA31200000' || lpad(n::text, 6, '0')`,
  year: `2000 + n % 25`,
  price: `5000 + n * 10`,
  status: `(CASE n % 10 WHEN 0 THEN 'venduta' WHEN 1 THEN 'prenotata' ELSE 'disponibile' END)::enum_cars_status`,
  is_available: `n % 10 > 1`,
  created_at: `c.created_at - n * interval '1 minute'`,
  updated_at: `c.updated_at - n * interval '1 minute'`,
  status_changed_at: `c.created_at - n * interval '1 minute'`,
  fuel: `(CASE n % 2 WHEN 0 THEN 'diesel' ELSE 'benzina' END)::enum_cars_fuel`,
  gallery: `$2::jsonb`,
}

describe('the panel’s car list at 2,000 cars', () => {
  const dataDir = tempDataDir('admin-car-list')
  let server: RunningServer
  let url: string
  let cookie: string
  let tesla: { id: number; slug: string }

  const list = async (query = '') => {
    const response = await call(url, `/api/admin/cars${query}`, { cookie })
    const text = await response.text()
    return { status: response.status, bytes: Buffer.byteLength(text), body: JSON.parse(text) as ListAnswer }
  }

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
    const created = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: {
        ...validCar,
        name: 'Tesla Model 3 lotto',
        brand: 'Tesla',
        model: 'Model 3',
        fuel: 'elettrica',
        plate: 'GH777XY',
      },
    })
    expect(created.status, await created.clone().text()).toBe(201)
    tesla = (await created.json()) as { id: number; slug: string }
    const { id } = tesla

    const db = await connectToDataDir(dataDir)
    try {
      const { rows } = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'cars' AND column_name <> 'id'`,
      )
      const columns = rows.map((row) => row.column_name)
      const values = columns.map((column) => COPY_VALUES[column] ?? `c.${column}`)
      const gallery = JSON.stringify(['0001', '0002', '0003', '0004', '0005', '0006'].map(photo))
      await db.query(
        `INSERT INTO cars (${columns.map((column) => `"${column}"`).join(', ')})
         SELECT ${values.join(', ')} FROM cars c, generate_series(1, ${COPIES}) n WHERE c.id = $1`,
        [id, gallery],
      )
    } finally {
      await db.end()
    }
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers one small page, newest first, with the count of each status', async () => {
    const { status, bytes, body } = await list()
    expect(status).toBe(200)
    expect(bytes).toBeLessThan(300_000)
    expect(body).toMatchObject({ page: 1, limit: 24, totalDocs: 2000, totalPages: 84 })
    expect(body.counts).toEqual({ all: 2000, disponibile: 1601, prenotata: 200, venduta: 199 })
    expect(body.docs).toHaveLength(24)
    expect(body.docs.slice(0, 3).map((row) => row.name)).toEqual([
      'Tesla Model 3 lotto',
      'Fiat Panda lotto 1',
      'Fiat Panda lotto 2',
    ])
    expect(body.docs[1]?.thumbnail).toBe('/api/media/file/IMG_0001-a1b2c3d4-400x300.webp')
    expect(Object.keys(body.docs[1] ?? {})).not.toContain('photos')
  })

  it('pages to the end without repeating a car, at most 100 at a time', async () => {
    const last = await list('?page=20&limit=100&sort=price-asc')
    expect(last.body.docs).toHaveLength(100)
    expect(last.bytes).toBeLessThan(300_000)
    const past = await list('?page=21&limit=100')
    expect(past.status).toBe(200)
    expect(past.body.docs).toEqual([])
    const first = await list('?limit=100&sort=price-asc')
    const ids = new Set([...first.body.docs, ...last.body.docs].map((row) => row.id))
    expect(ids.size).toBe(200)
  })

  it('finds by plate, VIN, year, price and fuel, with the counts of the search', async () => {
    expect((await list('?q=pl00042')).body.docs.map((row) => row.plate)).toEqual(['PL00042'])
    expect((await list('?q=ZFA31200000001999')).body.docs.map((row) => row.name)).toEqual(['Fiat Panda lotto 1999'])
    expect((await list('?q=5.420')).body.docs.map((row) => row.price)).toEqual([5420])
    expect((await list('?q=GH777XY')).body.docs.map((row) => row.name)).toEqual(['Tesla Model 3 lotto'])
    expect((await list('?q=elettrica')).body.totalDocs).toBe(1)
    expect((await list('?q=Diesel')).body.totalDocs).toBe(999)

    // 2010: the year of every 25th copy (n = 10, 35, 60, ...), half of them sold (n % 10 = 0).
    const year = await list('?q=panda+2010&status=venduta&sort=price-desc')
    expect(year.body.counts).toEqual({ all: 80, disponibile: 40, prenotata: 0, venduta: 40 })
    expect(year.body).toMatchObject({ totalDocs: 40, totalPages: 2 })
    expect(year.body.docs).toHaveLength(24)
    expect(year.body.docs.every((row) => row.year === 2010 && row.status === 'venduta')).toBe(true)
    expect(year.body.docs.map((row) => row.price)).toEqual(
      [...year.body.docs.map((row) => row.price)].sort((a, b) => b - a),
    )
  })

  it.each([
    ['?limit=1000', '"limit" deve essere tra 1 e 100'],
    ['?page=abc', '"page" deve essere un numero intero'],
    ['?status=rubata', '"status" deve essere uno di: all, disponibile, prenotata, venduta'],
    ['?where[price][gt]=1', 'Parametro non ammesso: "where[price][gt]"'],
    ['?sort=-price', '"sort" deve essere uno di: newest, price-asc, price-desc, longest-in-stock'],
  ])('refuses %s with a 400 that says why', async (query, error) => {
    const response = await call(url, `/api/admin/cars${query}`, { cookie })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
  })

  it('answers nothing without a session', async () => {
    expect((await call(url, '/api/admin/cars')).status).toBe(401)
  })

  describe('the catalogue’s version, which the public answers are cached by', () => {
    const publicPrice = async () => {
      const response = await call(url, `/api/cars/by-slug/${tesla.slug}`)
      expect(response.status).toBe(200)
      return ((await response.json()) as { price: number }).price
    }
    const version = async (db: pg.Client) =>
      (await db.query<{ version: string }>('SELECT version FROM catalogue_version')).rows.map((row) => row.version)

    it('follows a change written straight into the database, as another replica would', async () => {
      const before = await publicPrice()
      const db = await connectToDataDir(dataDir)
      try {
        await db.query('UPDATE cars SET price = price + 1 WHERE id = $1', [tesla.id])
        expect(await publicPrice()).toBe(before + 1)
      } finally {
        await db.end()
      }
    })

    it('moves only when a change commits', async () => {
      const db = await connectToDataDir(dataDir)
      try {
        const [before] = await version(db)
        await db.query('BEGIN')
        await db.query('UPDATE cars SET price = price + 1 WHERE id = $1', [tesla.id])
        await db.query('ROLLBACK')
        expect(await version(db)).toEqual([before])
        await db.query('UPDATE cars SET price = price - 1 WHERE id = $1', [tesla.id])
        const [after] = await version(db)
        expect(BigInt(after)).toBeGreaterThan(BigInt(before))
      } finally {
        await db.end()
      }
    })

    it('lets two long writers work side by side: the shared row is taken only at commit', async () => {
      const [first, second] = [await connectToDataDir(dataDir), await connectToDataDir(dataDir)]
      try {
        const { rows } = await first.query<{ id: number }>('SELECT id FROM cars WHERE id <> $1 ORDER BY id LIMIT 1', [
          tesla.id,
        ])
        const other = rows[0].id
        await first.query('BEGIN')
        await second.query('BEGIN')
        await first.query('UPDATE cars SET price = price + 1 WHERE id = $1', [tesla.id])
        // With the row taken at each statement this would wait for the first writer, which then
        // waits for this one's car below: a deadlock.
        await second.query('UPDATE cars SET price = price + 1 WHERE id = $1', [other])
        const firstGoesOn = first.query('UPDATE cars SET price = price + 1 WHERE id = $1', [other])
        await second.query('COMMIT')
        await firstGoesOn
        await first.query('COMMIT')
        const prices = await first.query<{ price: number }>('SELECT price FROM cars WHERE id = $1', [other])
        expect(prices.rows).toHaveLength(1)
      } finally {
        await Promise.all([first.end(), second.end()])
      }
    })
  })
})

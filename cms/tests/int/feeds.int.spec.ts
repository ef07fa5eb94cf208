import fs from 'node:fs'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { channelChangeSchema } from '@autosalone/domain/channels/channels'
import { ALL_CARS, ADMIN, call, signIn } from './helpers/apiClient'
import { fillFromTemplate } from './helpers/dataTemplate'
import { freePort, spawnServer, tempDataDir, waitUntilReady, type RunningServer } from './helpers/server'

interface ChannelAnswer {
  channel: string
  enabled: boolean
  url: string
  included: number[]
  excluded: { id: number; name: string; reasons: string[]; codes: string[] }[]
  problems: string[]
}

type Car = Record<string, unknown> & {
  id: number
  name: string
  status: string
  condition: string
  fuel: string
  plate: string | null
  vin: string | null
  priceOnRequest: boolean
  updatedAt: string
  selectedMediaIds: number[]
}

const GOOGLE_ENGINES = ['gasoline', 'diesel', 'electric', 'hybrid', 'lpg', 'methane', 'natural_gas', 'plug-in_hybrid']
const GOOGLE_STANDARDS = [
  'euro1',
  'euro2',
  'euro3',
  'euro4',
  'euro5',
  'euro5b',
  'euro6',
  'euro6c',
  'euro6d',
  'euro6d-TEMP',
  'euro6e',
  'zero_emissions',
]
const GOOGLE_BODY_STYLES = [
  'convertible',
  'coupe',
  'crossover',
  'full size van',
  'hatchback',
  'minivan',
  'sedan',
  'station wagon',
  'suv',
  'truck',
]
const META_BODY_STYLES = ['CONVERTIBLE', 'COUPE', 'SEDAN', 'SMALL_CAR', 'SPORTSCAR', 'SUV', 'MPV', 'WAGON']

describe('the sales channels’ feeds', () => {
  const dataDir = tempDataDir('feeds')
  let server: RunningServer
  let url: string
  let cookie: string

  // The demo catalogue's twelve cars and their photos take minutes to load on a busy machine.
  beforeAll(async () => {
    fillFromTemplate(dataDir)
    server = spawnServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      SEED_DEMO: 'true',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    })
    await waitUntilReady(server, 540_000)
    url = server.url
    cookie = await signIn(url)
    const settings = (await (await call(url, '/api/admin/settings', { cookie })).json()) as Record<string, unknown>
    const saved = await call(url, '/api/admin/settings', {
      method: 'PUT',
      cookie,
      json: { ...settings, googleStoreCode: 'ARDA-01' },
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
  }, 600_000)

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  async function channels(): Promise<Record<string, ChannelAnswer>> {
    const answer = await call(url, '/api/admin/channels', { cookie })
    expect(answer.status).toBe(200)
    const { channels: list } = (await answer.json()) as { channels: ChannelAnswer[] }
    return Object.fromEntries(list.map((channel) => [channel.channel, channel]))
  }

  async function cars(): Promise<Car[]> {
    return ((await (await call(url, ALL_CARS, { cookie })).json()) as { docs: Car[] }).docs
  }

  /** The feed as its channel fetches it: from the address the panel shows, on this server. */
  async function fetchFeed(address: string, init: RequestInit = {}) {
    const { pathname } = new URL(address)
    return fetch(`${url}${pathname}`, init)
  }

  async function googleRows(): Promise<Record<string, string>[]> {
    const response = await fetchFeed((await channels())['google-vehicle-ads'].url)
    expect(response.status).toBe(200)
    return parse<Record<string, string>>(await response.text(), { delimiter: '\t', quote: false, columns: true })
  }

  async function metaRows(): Promise<Record<string, string>[]> {
    const response = await fetchFeed((await channels()).meta.url)
    expect(response.status).toBe(200)
    return parse<Record<string, string>>(await response.text(), { columns: true })
  }

  it('answers the panel’s calls only with a session, and changes from the site only', async () => {
    for (const path of ['/api/admin/channels', '/api/admin/export/cars.csv', '/api/admin/export/cars.xlsx']) {
      expect((await call(url, path)).status).toBe(401)
    }
    const rotate = '/api/admin/channels/meta/rotate-key'
    expect((await call(url, rotate, { method: 'POST' })).status).toBe(401)
    const elsewhere = await call(url, rotate, { method: 'POST', cookie, headers: { Origin: 'https://evil.example' } })
    expect(elsewhere.status).toBe(403)
    expect(
      (await call(url, '/api/admin/channels/myspace', { method: 'PATCH', cookie, json: { enabled: true } })).status,
    ).toBe(404)
    expect(
      (await call(url, '/api/admin/channels/meta', { method: 'PATCH', cookie, json: { enabled: 'yes' } })).status,
    ).toBe(400)
  })

  it('sorts the cars on offer by channel, with the reasons each one is left out', async () => {
    const all = await cars()
    const { 'google-vehicle-ads': google, meta } = await channels()
    expect(google.url).toMatch(/\/feeds\/google-vehicle-ads\/[A-Za-z0-9_-]{16,}\.tsv$/)
    expect(meta.url).toMatch(/\/feeds\/meta\/[A-Za-z0-9_-]{16,}\.csv$/)
    expect(google.problems).toEqual([])

    for (const channel of [google, meta]) {
      const listed = [...channel.included, ...channel.excluded.map((car) => car.id)].sort((a, b) => a - b)
      const offered = all.filter((car) => car.status !== 'venduta').map((car) => car.id)
      expect(listed).toEqual(offered.sort((a, b) => a - b))
    }
    for (const car of all.filter((each) => each.status !== 'venduta')) {
      const metaReasons = meta.excluded.find((each) => each.id === car.id)?.reasons ?? []
      expect(metaReasons.includes('manca il numero di telaio (VIN)')).toBe(!car.vin)
      const googleReasons = google.excluded.find((each) => each.id === car.id)?.reasons ?? []
      expect(googleReasons.includes('auto prenotata: il canale mostra solo auto in vendita')).toBe(
        car.status === 'prenotata',
      )
      expect(googleReasons.includes('prezzo su richiesta')).toBe(car.priceOnRequest)
    }
    expect(meta.excluded.some((car) => car.codes.includes('noVin'))).toBe(true)
    expect(google.included.length).toBeGreaterThan(3)
    expect(meta.included.length).toBeGreaterThan(3)
  })

  it('writes Google’s vehicle ads feed with every attribute Italy requires, as the specification names it', async () => {
    const rows = await googleRows()
    const { 'google-vehicle-ads': google } = await channels()
    const byId = new Map((await cars()).map((car) => [String(car.id), car]))
    expect(rows.map((row) => Number(row.id)).sort()).toEqual([...google.included].sort())
    for (const row of rows) {
      const car = byId.get(row.id)!
      expect(row.store_code).toBe('ARDA-01')
      expect(row.vehicle_fulfillment).toBe('in_store:ARDA-01')
      expect(row.google_product_category).toBe('916')
      expect(row.link).toMatch(/^http:\/\/localhost:\d+\/auto\/[a-z0-9-]+$/)
      expect(row.link_template).toBe(`${row.link}?store={store_code}`)
      expect(row.image_link).toMatch(/^http:\/\/localhost:\d+\/uploads\/.+/)
      expect(row.price).toMatch(/^\d+\.00 EUR$/)
      expect(['new', 'used']).toContain(row.condition)
      expect(row.brand).toBe(car.brand)
      expect(row.model).toBe(car.model)
      expect(row.year).toBe(String(car.year))
      expect(row.mileage).toBe(`${String(car.mileage)} km`)
      expect(GOOGLE_BODY_STYLES).toContain(row.body_style)
      expect(GOOGLE_ENGINES).toContain(row.engine)
      expect(GOOGLE_STANDARDS).toContain(row.emissions_standard)
      expect(row.color).not.toBe('')
      if (car.fuel !== 'elettrica') expect(row.co2_emissions).toMatch(/^\d+ g\/km$/)
      if (car.condition !== 'nuova') expect(row.date_first_registered).toMatch(/^\d{4}-\d{2}$/)
      if (car.condition === 'nuova' && car.fuel !== 'elettrica')
        expect(row.fuel_consumption).toMatch(/^\d+(\.\d)? l\/100km$/)
      expect(row.VIN).toBe(car.vin ?? '')
    }
    const photo = await fetch(`${url}${new URL(rows[0].image_link).pathname}`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toMatch(/^image\//)
  })

  it('writes Meta’s automotive catalogue with its required fields, and never a plate', async () => {
    const rows = await metaRows()
    const { meta } = await channels()
    const all = await cars()
    const byId = new Map(all.map((car) => [String(car.id), car]))
    expect(rows.map((row) => Number(row.vehicle_id)).sort()).toEqual([...meta.included].sort())
    for (const row of rows) {
      const car = byId.get(row.vehicle_id)!
      expect(row.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(row.title).toBe(car.name)
      expect(row.make).toBe(car.brand)
      expect(row.model).toBe(car.model)
      expect(row.year).toBe(String(car.year))
      expect(META_BODY_STYLES).toContain(row.body_style)
      expect(row.description).not.toBe('')
      expect(row.exterior_color).not.toBe('')
      expect(row['image[0].url']).toMatch(/^http:\/\/localhost:\d+\/uploads\/.+/)
      expect(row['mileage.value']).toBe(String(car.mileage))
      expect(row['mileage.unit']).toBe('KM')
      expect(row.price).toMatch(/^\d+\.00 EUR$/)
      expect(row['address.city']).toBe("Fiorenzuola d'Arda")
      expect(row['address.country']).toBe('IT')
      expect(row.url).toMatch(/\/auto\//)
      expect(['NEW', 'USED']).toContain(row.state_of_vehicle)
      expect(['AVAILABLE', 'PENDING']).toContain(row.availability)
    }
    const feeds = (await Promise.all(Object.values(await channels()).map((channel) => fetchFeed(channel.url)))).map(
      (response) => response.text(),
    )
    const bodies = (await Promise.all(feeds)).join('\n')
    for (const car of all) if (car.plate) expect(bodies).not.toContain(car.plate)
  })

  it('answers with validators, privately, compressed, and 304 when nothing changed', async () => {
    const address = (await channels()).meta.url
    await fetchFeed(address)
    const first = await fetchFeed(address, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(first.status).toBe(200)
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(first.headers.get('cache-control')).toMatch(/private/)
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(first.headers.get('last-modified')).toBeTruthy()
    const etag = first.headers.get('etag')!
    expect(etag).toBeTruthy()
    const again = await fetchFeed(address, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const since = await fetchFeed(address, { headers: { 'If-Modified-Since': first.headers.get('last-modified')! } })
    expect(since.status).toBe(304)
  })

  it('is read-only and says nothing to a wrong key', async () => {
    const address = (await channels())['google-vehicle-ads'].url
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const refused = await fetchFeed(address, { method })
      expect(refused.status).toBe(405)
      expect(refused.headers.get('allow')).toBe('GET, HEAD')
    }
    expect((await fetchFeed(address, { method: 'HEAD' })).status).toBe(200)
    const wrong = await fetchFeed(address.replace(/\/[^/]+\.tsv$/, '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.tsv'))
    expect(wrong.status).toBe(404)
    const text = await wrong.text()
    expect(text).toBe('Not Found')
    expect((await fetchFeed(address.replace('.tsv', '.csv'))).status).toBe(404)
  })

  it('shows an edit, a sale and a new car in every feed on the next request', async () => {
    const { meta } = await channels()
    const all = await cars()
    const [edited, sold] = meta.included.map((id) => all.find((car) => car.id === id)!)
    await Promise.all([googleRows(), metaRows()])

    const priced = await call(url, `/api/admin/cars/${edited.id}`, { method: 'PUT', cookie, json: { price: 23456 } })
    expect(priced.status).toBe(200)
    const sale = await call(url, `/api/admin/cars/${sold.id}`, { method: 'PUT', cookie, json: { status: 'venduta' } })
    expect(sale.status).toBe(200)
    const created = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: {
        brand: 'Alfa Romeo',
        model: 'Giulia',
        name: 'Alfa Romeo Giulia 2.2 Veloce',
        year: 2021,
        price: 31900,
        mileage: 41000,
        fuel: 'diesel',
        condition: 'usata',
        colors: ['Rosso Alfa'],
        description: 'Un solo proprietario.',
        firstRegistration: '2021-06',
        euroClass: 'euro6d',
        co2: 139,
        consumption: 5.3,
        vin: 'ZAREAEBN4M7654321',
        plate: 'GH123AB',
        selectedMediaIds: edited.selectedMediaIds.slice(0, 1),
      },
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const newCar = (await created.json()) as Car

    const google = await googleRows()
    const metaNow = await metaRows()
    if (google.some((row) => row.id === String(edited.id))) {
      expect(google.find((row) => row.id === String(edited.id))?.price).toBe('23456.00 EUR')
    }
    expect(metaNow.find((row) => row.vehicle_id === String(edited.id))?.price).toBe('23456.00 EUR')
    expect(google.some((row) => row.id === String(sold.id))).toBe(false)
    expect(metaNow.some((row) => row.vehicle_id === String(sold.id))).toBe(false)
    expect(google.find((row) => row.id === String(newCar.id))?.VIN).toBe('ZAREAEBN4M7654321')
    expect(metaNow.find((row) => row.vehicle_id === String(newCar.id))?.vin).toBe('ZAREAEBN4M7654321')
    const bodies = JSON.stringify([google, metaNow])
    expect(bodies).not.toContain('GH123AB')
  })

  it('stops answering a rotated key at once, and a channel turned off', async () => {
    const before = (await channels()).meta.url
    expect((await fetchFeed(before)).status).toBe(200)
    const rotated = await call(url, '/api/admin/channels/meta/rotate-key', { method: 'POST', cookie })
    expect(rotated.status).toBe(200)
    const { url: after } = channelChangeSchema.parse(await rotated.json())
    expect(after).not.toBe(before)
    expect((await fetchFeed(before)).status).toBe(404)
    expect((await fetchFeed(after)).status).toBe(200)
    expect((await channels()).meta.url).toBe(after)

    const off = await call(url, '/api/admin/channels/meta', { method: 'PATCH', cookie, json: { enabled: false } })
    expect(channelChangeSchema.parse(await off.json())).toEqual({ channel: 'meta', enabled: false, url: after })
    expect((await fetchFeed(after)).status).toBe(404)
    await call(url, '/api/admin/channels/meta', { method: 'PATCH', cookie, json: { enabled: true } })
    expect((await fetchFeed(after)).status).toBe(200)
  })
})

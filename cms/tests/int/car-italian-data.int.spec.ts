import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_CARS, call, multipart, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type Car = Record<string, unknown> & { id: number; slug: string }
type Refusal = { error: string; errors: { field: string; message: string }[] }

const VIN = 'ZFA31200000734512'
const PLATE = 'GA482KT'

/** A used car with every Italian field filled in. */
const detailedCar = {
  ...validCar,
  name: 'Fiat Panda 1.0 Hybrid Dettagli',
  power: 70,
  fuel: 'ibrida',
  firstRegistration: '03/2021',
  euroClass: 'Euro 6d',
  consumption: '4,9',
  co2: 111,
  displacement: 999,
  doors: 5,
  seats: 4,
  kerbWeight: 940,
  previousOwners: 1,
  serviceHistory: true,
  warrantyMonths: 12,
  vatRegime: 'esposta',
  plate: 'ga 482 kt',
  vin: VIN.toLowerCase(),
}

describe('the Italian car data through the API', () => {
  const dataDir = tempDataDir('car-italian-data')
  let server: RunningServer
  let url: string
  let cookie: string

  const create = (json: unknown) => call(url, '/api/admin/cars', { method: 'POST', cookie, json })
  const created = async (json: unknown) => {
    const response = await create(json)
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as Car
  }
  const publicRead = async (path: string) => {
    const response = await call(url, path)
    return { status: response.status, text: await response.text() }
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

  it('round-trips every field, read back by the dealer with plate and VIN', async () => {
    const car = await created(detailedCar)
    const response = await call(url, `/api/admin/cars/${car.id}`, { cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      firstRegistration: '2021-03',
      euroClass: 'euro6d',
      consumption: 4.9,
      co2: 111,
      displacement: 999,
      doors: 5,
      seats: 4,
      kerbWeight: 940,
      previousOwners: 1,
      serviceHistory: true,
      warrantyMonths: 12,
      vatRegime: 'esposta',
      plate: PLATE,
      vin: VIN,
      // 70 CV = 51.5 kW over 940 kg: 54.8 kW/t
      newDriverSuitable: true,
    })
  })

  it('never answers the plate or the VIN to a visitor, nor lets one search or select them', async () => {
    const car = await created({ ...detailedCar, name: 'Fiat Panda 1.0 Hybrid Riservata' })
    const reads = [
      `/api/cars/${car.id}`,
      `/api/cars/by-slug/${car.slug}`,
      `/api/cars?limit=100`,
      `/api/cars/${car.id}?depth=2`,
    ]
    for (const path of reads) {
      const { status, text } = await publicRead(path)
      expect(status, path).toBe(200)
      expect(text, path).not.toContain(VIN)
      expect(text, path).not.toContain(PLATE)
    }
    const publicCar = JSON.parse((await publicRead(`/api/cars/${car.id}`)).text) as Car
    expect(publicCar).toMatchObject({ consumption: 4.9, euroClass: 'euro6d', newDriverSuitable: true })
    expect(publicCar).not.toHaveProperty('vin')

    // A filter on a field the visitor cannot read must not reveal, by its answer, what the field holds.
    for (const path of [
      `/api/cars?where[vin][equals]=${VIN}`,
      `/api/cars?where[plate][like]=GA4`,
      `/api/cars?select[vin]=true&select[plate]=true`,
    ]) {
      const { status, text } = await publicRead(path)
      expect(status, path).toBeGreaterThanOrEqual(400)
      expect(status, path).toBeLessThan(500)
      expect(text, path).not.toContain(car.slug)
    }
  })

  it('refuses a new car without consumption and CO₂, from the JSON and the multipart form', async () => {
    const json = await create({ ...validCar, name: 'Fiat Panda Nuova', condition: 'nuova' })
    expect(json.status).toBe(400)
    expect(((await json.json()) as Refusal).errors).toEqual(
      expect.arrayContaining([
        { field: 'consumption', message: 'Consumo combinato: obbligatorio per pubblicare un’auto nuova o km 0' },
        { field: 'co2', message: 'Emissioni CO₂: obbligatorie per pubblicare un’auto nuova o km 0' },
      ]),
    )

    const form = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      form: multipart({ ...validCar, name: 'Fiat Panda Km 0', condition: 'Km 0', consumption: '5,1' }),
    })
    expect(form.status).toBe(400)
    expect(((await form.json()) as Refusal).errors.map((error) => error.field)).toEqual(['co2'])

    const { docs } = (await (await call(url, ALL_CARS, { cookie })).json()) as { docs: { name: string }[] }
    expect(docs.map((car) => car.name)).not.toContain('Fiat Panda Nuova')
    expect(docs.map((car) => car.name)).not.toContain('Fiat Panda Km 0')
  })

  it('publishes a new electric car with its kWh figure and 0 g/km, and keeps the rule on later edits', async () => {
    const car = await created({
      ...validCar,
      name: 'Fiat 500e La Prima',
      condition: 'nuova',
      fuel: 'elettrica',
      power: 118,
      consumption: 14.9,
      co2: 0,
      electricRange: 320,
      euroClass: 'na',
    })
    expect(car).toMatchObject({ consumption: 14.9, co2: 0, electricRange: 320, euroClass: 'na' })

    // An edit that leaves the figures alone is accepted; one that clears them is refused.
    const price = await call(url, `/api/admin/cars/${car.id}`, { method: 'PUT', cookie, json: { price: 29900 } })
    expect(price.status).toBe(200)
    const cleared = await call(url, `/api/admin/cars/${car.id}`, { method: 'PUT', cookie, json: { co2: '' } })
    expect(cleared.status).toBe(400)
    expect(((await cleared.json()) as Refusal).errors.map((error) => error.field)).toEqual(['co2'])

    // A used car turned into a new one needs the figures too.
    const used = await created({ ...validCar, name: 'Fiat Panda Usata' })
    const turned = await call(url, `/api/admin/cars/${used.id}`, {
      method: 'PUT',
      cookie,
      json: { condition: 'nuova' },
    })
    expect(turned.status).toBe(400)
  })

  it('refuses the same car through the console’s REST API', async () => {
    const response = await call(url, '/api/cars', {
      method: 'POST',
      cookie,
      headers: { origin: url },
      json: { ...validCar, name: 'Fiat Panda Console', condition: 'km0' },
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('obbligatori')
  })

  it('computes suitability for new drivers from power and kerb weight, whatever a client sends', async () => {
    const powerful = await created({
      ...validCar,
      name: 'Fiat Tipo 1.6 Cross',
      power: 143,
      kerbWeight: 2000,
      newDriverSuitable: true,
    })
    expect(powerful.newDriverSuitable).toBe(false)
    const unknown = await created({ ...validCar, name: 'Fiat Tipo senza massa', power: 90 })
    expect(unknown.newDriverSuitable).toBeNull()

    const lighter = await call(url, `/api/admin/cars/${powerful.id}`, {
      method: 'PUT',
      cookie,
      json: { power: 142 },
    })
    expect(((await lighter.json()) as Car).newDriverSuitable).toBe(true)
  })

  it('filters by Euro class, new drivers and VAT shown as the inventory asks', async () => {
    await created({ ...validCar, name: 'Filtro Euro 5', euroClass: 'euro5', vatRegime: 'margine' })
    await created({
      ...validCar,
      name: 'Filtro Euro 6e',
      euroClass: 'euro6e',
      vatRegime: 'esposta',
      power: 75,
      kerbWeight: 1000,
    })
    const names = async (query: string) => {
      const { status, text } = await publicRead(`/api/cars?limit=100&select[name]=true&${query}`)
      expect(status, query).toBe(200)
      return (JSON.parse(text) as { docs: { name: string }[] }).docs
        .map((car) => car.name)
        .filter((name) => name.startsWith('Filtro'))
    }
    expect(await names('where[euroClass][in]=euro6d,euro6e')).toEqual(['Filtro Euro 6e'])
    expect(await names('where[newDriverSuitable][equals]=true')).toEqual(['Filtro Euro 6e'])
    expect(await names('where[vatRegime][equals]=esposta')).toEqual(['Filtro Euro 6e'])
    expect((await names('where[euroClass][in]=euro5,euro6,euro6b,euro6c,euro6d-temp,euro6d,euro6e')).sort()).toEqual([
      'Filtro Euro 5',
      'Filtro Euro 6e',
    ])
  })
})

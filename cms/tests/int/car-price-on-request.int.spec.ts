import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

describe('a price of 0', () => {
  const dataDir = tempDataDir('price-on-request')
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

  it('is refused unless the price is on request, which the public record says', async () => {
    const refused = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...validCar, name: 'Fiat Panda a zero', price: 0 },
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      errors: [{ field: 'price', message: 'Prezzo: indica il prezzo, oppure scegli «Prezzo su richiesta»' }],
    })

    const created = await call(url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...validCar, name: 'Fiat Panda su richiesta', price: 0, priceOnRequest: true },
    })
    expect(created.status).toBe(201)
    const car = (await created.json()) as { id: number }
    expect(await (await call(url, `/api/cars/${car.id}`)).json()).toMatchObject({ price: 0, priceOnRequest: true })

    // Taking the price off request needs a price.
    const back = await call(url, `/api/admin/cars/${car.id}`, {
      method: 'PUT',
      cookie,
      json: { priceOnRequest: false },
    })
    expect(back.status).toBe(400)
    const priced = await call(url, `/api/admin/cars/${car.id}`, {
      method: 'PUT',
      cookie,
      json: { priceOnRequest: false, price: 15500 },
    })
    expect(priced.status).toBe(200)
  })
})

import fs from 'node:fs'
import { expect, test as base, type APIRequestContext } from '@playwright/test'
import type pg from 'pg'

import { connectToDataDir } from '@autosalone/cms/tests/database'
import { freePort, startServer, tempDataDir, type RunningServer } from '@autosalone/cms/tests/server'
import { e2eAdmin } from '../../playwright.config'
import { cookieBannerAlreadyAnswered } from './support/cookie-banner'
import { gotoWaitsForHydration } from './support/hydration'

/**
 * Honest price drops and sold cars that keep their value (decision 048), on a server of their
 * own: the test writes the price history and the sale's date in PostgreSQL, at dates in the past.
 */
const test = base.extend<object, { priceServer: { server: RunningServer; db: pg.Client } }>({
  priceServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = tempDataDir('price-drops-e2e')
      const server = await startServer({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        ADMIN_USERNAME: e2eAdmin.username,
        ADMIN_PASSWORD: e2eAdmin.password,
      })
      const db = await connectToDataDir(dataDir)
      await use({ server, db })
      await db.end()
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ priceServer }, use) => use(priceServer.server.url),
  page: async ({ page, javaScriptEnabled }, use) => {
    gotoWaitsForHydration(page, javaScriptEnabled)
    await cookieBannerAlreadyAnswered(page)
    await use(page)
  },
})

const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)

async function createCar(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/admin/cars', { data: { year: 2021, ...data } })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: number; slug: string }
}

test('a reduced price shows the lowest of the 30 days before, on the card, the car page and the form', async ({
  page,
  priceServer: { db },
}) => {
  expect((await page.request.post('/api/admin/login', { data: e2eAdmin })).status()).toBe(200)
  const car = await createCar(page.request, {
    brand: 'Skoda',
    model: 'Octavia',
    name: 'Skoda Octavia Ribasso',
    price: 20000,
  })
  // Its prices so far, as the test dates them: 21,000 two months ago, 19,500 for a while, then 20,000.
  await db.query('delete from car_prices where car_id = $1', [car.id])
  for (const [price, days] of [
    [21000, 60],
    [19500, 25],
    [20000, 10],
  ]) {
    await db.query('insert into car_prices (car_id, price, changed_at) values ($1, $2, $3)', [
      car.id,
      price,
      daysAgo(days),
    ])
  }

  await page.goto(`/admin/edit/${car.id}`)
  const price = page.getByLabel('Prezzo (€)')
  await expect(price).toHaveValue('20000', { timeout: 60_000 })
  await price.fill('18000')
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

  await page.goto(`/admin/edit/${car.id}`)
  const history = page.getByRole('table', { name: 'Storico prezzi' })
  await expect(history.getByRole('row')).toHaveCount(5, { timeout: 60_000 })
  const rows = history.getByRole('row')
  await expect(rows.nth(1)).toContainText('€ 18.000')
  await expect(rows.nth(1)).toContainText(e2eAdmin.username)
  await expect(rows.nth(2)).toContainText('€ 20.000')
  await expect(rows.nth(3)).toContainText('€ 19.500')
  await expect(rows.nth(4)).toContainText('€ 21.000')
  await expect(rows.nth(4)).toContainText('Non registrato')

  await page.goto('/annunci?brand=Skoda')
  const card = page.getByRole('article').filter({ hasText: 'Skoda Octavia Ribasso' })
  await expect(card.getByText('Prezzo ribassato')).toBeVisible()
  await expect(card.locator('del')).toHaveText('Prezzo precedente: € 19.500')
  await expect(card.locator('.car-card__price')).toHaveText('€ 18.000')

  await page.goto(`/auto/${car.slug}`)
  await expect(page.getByText('Prezzo ribassato')).toBeVisible()
  await expect(page.locator('.car-detail__summary del')).toHaveText('Prezzo precedente: € 19.500')
  await expect(page.getByText(/il più basso dei 30 giorni prima del ribasso/)).toBeVisible()

  await page.goto(`/auto/${car.slug}?lang=en`)
  await expect(page.getByText('Price reduced')).toBeVisible()
  await expect(page.locator('.car-detail__summary del')).toHaveText('Previous price: €19,500')
})

test('a sold car’s page stays Venduta for 90 days, then answers 301 to the inventory of its make and model', async ({
  page,
  priceServer: { db },
}) => {
  expect((await page.request.post('/api/admin/login', { data: e2eAdmin })).status()).toBe(200)
  const car = await createCar(page.request, {
    brand: 'Peugeot',
    model: '208',
    name: 'Peugeot 208 Venduta Prova',
    price: 9900,
  })
  expect((await page.request.put(`/api/admin/cars/${car.id}`, { data: { status: 'venduta' } })).status()).toBe(200)
  await page.context().clearCookies()

  await db.query('update cars set sold_at = $2 where id = $1', [car.id, daysAgo(89)])
  const before = await page.request.get(`/auto/${car.slug}`, { maxRedirects: 0 })
  expect(before.status()).toBe(200)
  await page.goto(`/auto/${car.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Peugeot 208 Venduta Prova' })).toBeVisible()
  await expect(page.locator('.car-detail__status')).toHaveText('Venduta')

  await db.query('update cars set sold_at = $2 where id = $1', [car.id, daysAgo(90)])
  const after = await page.request.get(`/auto/${car.slug}`, { maxRedirects: 0 })
  expect(after.status()).toBe(301)
  expect(after.headers().location).toBe('/annunci?brand=Peugeot&model=208')
  await page.goto(`/auto/${car.slug}`)
  await expect(page).toHaveURL(/\/annunci\?brand=Peugeot&model=208$/)

  // In the browser too: the home's recently sold card leads to the inventory, not to a page gone.
  await page.goto('/')
  const soldCard = page.getByRole('article').filter({ hasText: 'Peugeot 208 Venduta Prova' })
  await soldCard.getByRole('link', { name: /Vedi dettagli/ }).click()
  await expect(page).toHaveURL(/\/annunci\?brand=Peugeot&model=208$/)
  // It left the sitemap the moment it was sold.
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain(car.slug)
})

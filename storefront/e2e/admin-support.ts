import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { freePort, startServer, tempDataDir, type RunningServer } from '@autosalone/cms/tests/server'
import { e2eAdmin } from '../../playwright.config'
import { gotoWaitsForHydration } from './support/hydration'

export { expect, e2eAdmin }

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms/tests/fixtures')

/**
 * The panel's tests create, change and delete cars and photos. They get a server and a database
 * of their own, so the public pages' tests, which count the demo cars, never see those changes.
 */
export const test = base.extend<object, { panelServer: RunningServer }>({
  panelServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = tempDataDir('panel-e2e')
      const server = await startServer({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        ADMIN_USERNAME: e2eAdmin.username,
        ADMIN_PASSWORD: e2eAdmin.password,
      })
      await use(server)
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ panelServer }, use) => use(panelServer.url),
  page: async ({ page, javaScriptEnabled }, use) => {
    gotoWaitsForHydration(page, javaScriptEnabled)
    await use(page)
  },
})

export interface PhotoFile {
  name: string
  mimeType: string
  buffer: Buffer
}

export function fixturePhoto(name: 'photo.jpg' | 'photo.heic'): PhotoFile {
  const mimeType = name.endsWith('.heic') ? 'image/heic' : 'image/jpeg'
  return { name, mimeType, buffer: fs.readFileSync(path.join(fixtures, name)) }
}

/** A JPEG of one colour with some grain, so that each generated photo is its own picture. */
export async function generatedPhoto(name: string, colour: { r: number; g: number; b: number }): Promise<PhotoFile> {
  const buffer = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: colour,
      noise: { type: 'gaussian', mean: 0, sigma: 12 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** Signs the page's browser context in through the API: the cookie lands in the context. */
export async function signInQuickly(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: e2eAdmin })
  expect(response.status()).toBe(200)
}

export async function signInWithForm(page: Page, password = e2eAdmin.password): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Username').fill(e2eAdmin.username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Accedi al Pannello' }).click()
}

export interface AdminCar {
  id: number
  slug: string
  name: string
  price: number
  mileage: number
  isAvailable: boolean
  selectedMediaIds: number[]
  photos: { card: string }[]
}

export async function adminCar(request: APIRequestContext, id: number): Promise<AdminCar> {
  const response = await request.get(`/api/admin/cars/${id}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as AdminCar
}

/** A car made through the API, for the steps that are about something else. */
export async function createCarQuickly(request: APIRequestContext, name: string): Promise<AdminCar> {
  const response = await request.post('/api/admin/cars', {
    data: { brand: 'Fiat', model: 'Tipo', name, year: 2022, price: 15900 },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as AdminCar
}

/** The file input of the uploader (the gallery one, several files at once). */
export function photoPicker(page: Page) {
  return page.locator('input[type="file"][multiple]')
}

/** A photo tile of a sortable grid, found by its file name. */
export function photoTile(page: Page, name: string) {
  return page.locator('.photo-tile').filter({ has: page.getByText(name, { exact: true }) })
}

/** The toast on screen (Radix also repeats its text in a live region for screen readers). */
export function toastWith(page: Page, text: string) {
  return page.locator('.toast').filter({ hasText: text })
}

/**
 * Presses 'Salva Modifiche' on a new car and answers the id the API gave it. The form shows the
 * new car's address only for a moment before going back to the list, too briefly to read on a
 * loaded machine, so the id comes from the answer itself.
 */
export async function saveNewCar(page: Page): Promise<number> {
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/admin/cars',
  )
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  const response = await created
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

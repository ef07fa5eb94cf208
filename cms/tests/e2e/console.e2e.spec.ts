import { expect, test } from '@playwright/test'

import { e2eAdmin } from '../../../playwright.config'

test('/cms shows the console login in Italian, even to an English browser', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/)
  await expect(page.getByLabel('Nome utente')).toBeVisible()
  await expect(page.getByLabel('Password')).toBeVisible()
})

test('the administrator signs in to the console and sees the cars with cover, price and availability', async ({
  page,
}) => {
  await page.goto('/cms/login')
  await page.getByLabel('Nome utente').fill(e2eAdmin.username)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).not.toHaveURL(/\/login/)

  await page.goto('/cms/collections/cars')
  await expect(page.getByRole('heading', { name: 'Parco auto' })).toBeVisible()
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(12)
  await expect(rows.first().locator('img')).toHaveCount(1)
  await expect(rows.first().locator('img')).toBeVisible()
  await expect(rows.getByText('Venduta', { exact: true })).toHaveCount(2)
  await expect(rows.getByText('Prenotata', { exact: true })).toHaveCount(1)
  await expect(rows.first()).toContainText(/\d{1,3}(\.\d{3})+\s€/)
})

test('a wrong sign-in in the console says so plainly, the same for any username', async ({ page }) => {
  await page.goto('/cms/login')
  await page.getByLabel('Nome utente').fill('nessuno')
  await page.getByLabel('Password').fill('sbagliata-123')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Username o password non corretti.')).toBeVisible()
  await expect(page).toHaveURL(/\/cms\/login/)
})

test('the API refuses admin data without a session', async ({ request }) => {
  const users = await request.get('/api/users')
  expect(users.status()).toBe(403)
  const create = await request.post('/api/cars', {
    data: { brand: 'X', model: 'Y', name: 'X Y', year: 2020, price: 1 },
  })
  expect(create.status()).toBe(403)
})

test('health reports the database and the storage', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({
    status: 'ok',
    database: { ok: true },
    storage: { kind: 'local', ok: true },
  })
})

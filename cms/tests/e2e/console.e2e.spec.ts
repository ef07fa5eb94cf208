import { expect, test } from '@playwright/test'

import { e2eAdmin } from '../../../playwright.config'

test('/cms shows the console login, in Italian', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/)
  await expect(page.getByLabel(/nome utente|username/i)).toBeVisible()
  await expect(page.getByLabel(/password/i)).toBeVisible()
})

test('the administrator signs in to the console and sees the cars with their covers', async ({ page }) => {
  await page.goto('/cms/login')
  await page.getByLabel(/nome utente|username/i).fill(e2eAdmin.username)
  await page.getByLabel(/password/i).fill(e2eAdmin.password)
  await page.getByRole('button', { name: /accedi|login/i }).click()
  await page.goto('/cms/collections/cars')
  await expect(page.getByRole('heading', { name: 'Parco auto' })).toBeVisible()
  await expect(page.locator('table tbody tr')).toHaveCount(12)
  await expect(page.locator('table tbody tr').first().locator('img').first()).toBeVisible()
})

test('the API refuses admin data without a session', async ({ request }) => {
  const users = await request.get('/api/users')
  expect(users.status()).toBe(403)
  const create = await request.post('/api/cars', { data: { brand: 'X', model: 'Y', name: 'X Y', year: 2020, price: 1 } })
  expect(create.status()).toBe(403)
})

test('health reports the database and the storage', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', database: { ok: true }, storage: { kind: 'local', ok: true } })
})

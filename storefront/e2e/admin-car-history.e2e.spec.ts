import { request as playwrightRequest } from '@playwright/test'

import { adminCar, createCarQuickly, expect, signInQuickly, test, toastWith } from './admin-support'

/**
 * A car's 'Cronologia' as the owner reads it: a salesperson's price change with both prices and
 * their name, then the car as it was first saved, restored after a confirmation as a new change.
 */
test('the history names who lowered a price, and a restore brings the old price back', async ({ page, baseURL }) => {
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo Cronologia')
  const added = await page.request.post('/api/admin/users', {
    data: { name: 'Giulia Verdi', username: 'giulia', role: 'venditore' },
  })
  expect(added.status()).toBe(201)
  const { password } = (await added.json()) as { password: string }
  const sales = await playwrightRequest.newContext({ baseURL })
  expect((await sales.post('/api/admin/login', { data: { username: 'giulia', password } })).status()).toBe(200)
  expect((await sales.put(`/api/admin/cars/${car.id}`, { data: { price: 14900 } })).status()).toBe(200)
  await sales.dispose()

  await page.goto(`/admin/edit/${car.id}`)
  await page.getByRole('link', { name: 'Apri la cronologia' }).click()
  await expect(page.getByRole('heading', { name: 'Cronologia', exact: true })).toBeVisible({ timeout: 60_000 })
  const entries = page.getByRole('list', { name: 'Cronologia di Fiat Tipo Cronologia' }).locator(':scope > li')
  await expect(entries).toHaveCount(2)
  await expect(entries.first()).toContainText('Giulia Verdi')
  await expect(entries.first()).toContainText('Prezzo: 15.900 → 14.900')
  await expect(entries.first()).toContainText('Versione attuale')
  await expect(entries.last()).toContainText('Auto inserita')
  await expect(entries.first().getByRole('button', { name: /Ripristina/ })).toHaveCount(0)

  await entries
    .last()
    .getByRole('button', { name: /Ripristina la versione del/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Ripristinare la versione del')
  await dialog.getByRole('button', { name: 'Ripristina questa versione' }).click()
  await expect(toastWith(page, 'Versione ripristinata')).toBeVisible()
  await expect(entries).toHaveCount(3)
  await expect(entries.first()).toContainText('Ripristinata la versione del')
  await expect(entries.first()).toContainText('Prezzo: 14.900 → 15.900')
  expect((await adminCar(page.request, car.id)).price).toBe(15900)

  await page.getByRole('link', { name: 'Torna all’auto' }).click()
  await expect(page.getByLabel('Prezzo (€)')).toHaveValue('15900', { timeout: 60_000 })
})

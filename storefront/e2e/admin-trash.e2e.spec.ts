import type { Page } from '@playwright/test'

import { createCarQuickly, expect, signInQuickly, test, toastWith } from './admin-support'

async function deleteFromList(page: Page, name: string) {
  await page.goto('/admin')
  await page.getByRole('button', { name: `Elimina ${name}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click()
  await expect(toastWith(page, 'Auto eliminata!')).toBeVisible()
  await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0)
}

const dayOf = (date: Date) =>
  date.toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' })

test('a deleted car comes back with the toast’s Annulla', async ({ page }) => {
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo e2e annulla')
  await deleteFromList(page, car.name)
  expect((await page.request.get(`/api/cars/${car.id}`)).status()).toBe(404)

  await toastWith(page, 'Auto eliminata!').getByRole('button', { name: 'Annulla' }).click()
  await expect(toastWith(page, 'Auto ripristinata')).toBeVisible()
  await expect(page.getByRole('heading', { name: car.name, exact: true })).toBeVisible()
  expect((await page.request.get(`/api/cars/${car.id}`)).status()).toBe(200)
})

test('the trash lists deleted cars with the day they go for good, and restores them', async ({ page }) => {
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo e2e cestino')
  await deleteFromList(page, car.name)

  await page.getByRole('link', { name: 'Cestino', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/cestino$/)
  await expect(page.getByRole('heading', { name: 'Cestino', exact: true, level: 1 })).toBeVisible()
  const item = page.locator('.trash-list__item').filter({ hasText: car.name })
  const now = new Date()
  await expect(item).toContainText(`Eliminata il ${dayOf(now)}`)
  await expect(item).toContainText(`Cancellata per sempre il ${dayOf(new Date(now.getTime() + 30 * 86_400_000))}`)

  await item.getByRole('button', { name: `Ripristina ${car.name}` }).click()
  await expect(toastWith(page, 'Auto ripristinata')).toBeVisible()
  await expect(page.locator('.trash-list__item').filter({ hasText: car.name })).toHaveCount(0)
  await page.getByRole('link', { name: 'Torna alla Lista' }).click()
  await expect(page.getByRole('heading', { name: car.name, exact: true })).toBeVisible()
})

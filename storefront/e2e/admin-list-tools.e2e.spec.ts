import type { Page } from '@playwright/test'

import { adminCar, expect, signInQuickly, test, toastWith, saveNewCar } from './admin-support'

async function createCar(page: Page, name: string, price: number, status = 'disponibile') {
  const response = await page.request.post('/api/admin/cars', {
    data: { brand: 'Lancia', model: 'Ypsilon', name, year: 2023, price, status },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: number; slug: string; name: string }
}

const names = (page: Page) => page.locator('.admin-car__name').allInnerTexts()

test('the list finds, filters with counts and sorts, and keeps the view in the address', async ({ page }) => {
  await signInQuickly(page)
  await createCar(page, 'Lancia Ypsilon lista Gold', 21000)
  await createCar(page, 'Lancia Ypsilon lista Silver', 17000)
  await createCar(page, 'Lancia Ypsilon lista Oro venduta', 19000, 'venduta')
  await page.goto('/admin')

  await page.getByRole('searchbox', { name: 'Cerca' }).fill('ypsilon LISTA')
  await expect(page).toHaveURL(/[?&]q=ypsilon\+LISTA/)
  await expect.poll(() => names(page)).toHaveLength(3)
  const filter = page.getByRole('group', { name: 'Stato' })
  await expect(filter.getByText('Tutte (3)')).toBeVisible()
  await expect(filter.getByText('Disponibili (2)')).toBeVisible()
  await expect(filter.getByText('Prenotate (0)')).toBeVisible()
  await expect(filter.getByText('Vendute (1)')).toBeVisible()

  await filter.getByText('Vendute (1)').click()
  await expect.poll(() => names(page)).toEqual(['Lancia Ypsilon lista Oro venduta'])
  await filter.getByText('Disponibili (2)').click()
  await page.getByLabel('Ordina per').selectOption('price-asc')
  await expect.poll(() => names(page)).toEqual(['Lancia Ypsilon lista Silver', 'Lancia Ypsilon lista Gold'])

  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('ypsilon LISTA')
  await expect.poll(() => names(page)).toEqual(['Lancia Ypsilon lista Silver', 'Lancia Ypsilon lista Gold'])
  await expect(page.getByText('2 di')).toBeVisible()
})

test('Duplica opens a filled-in copy; Vedi sul sito opens the car’s public page', async ({ page }) => {
  await signInQuickly(page)
  const original = await createCar(page, 'Lancia Ypsilon copia fonte', 18500)
  await page.request.put(`/api/admin/cars/${original.id}`, {
    data: { vin: 'ZLA31200000123456', kerbWeight: 1100, status: 'prenotata' },
  })
  await page.goto(`/admin?q=${encodeURIComponent('copia fonte')}`)

  await expect(page.getByRole('link', { name: `Vedi ${original.name} sul sito` })).toHaveAttribute(
    'href',
    `/auto/${original.slug}`,
  )
  await page.getByRole('link', { name: `Duplica ${original.name}` }).click()
  await expect(page.getByRole('heading', { name: `Copia di ${original.name}` })).toBeVisible()
  await expect(page.getByLabel('Nome Completo')).toHaveValue(original.name)
  // Another car of the same model, on sale: not reserved like the one it was copied from.
  await expect(page.getByRole('radio', { name: 'Disponibile' })).toBeChecked()
  await expect(page.getByLabel('Prezzo (€)')).toHaveValue('18500')
  await expect(page.getByLabel('Massa a vuoto (kg)')).toHaveValue('1100')
  await expect(page.getByLabel('Telaio (VIN)')).toHaveValue('')

  const copyId = await saveNewCar(page)
  await expect(toastWith(page, 'Auto creata con successo!')).toBeVisible()
  const copy = await adminCar(page.request, copyId)
  expect(copy).toMatchObject({ name: original.name, price: 18500, status: 'disponibile' })
  expect(copy.id).not.toBe(original.id)
  // The same model's address with a number of its own, no word added.
  expect(copy.slug).toMatch(new RegExp(`^${original.slug}-\\d+$`))
})

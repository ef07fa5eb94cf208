import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect, signInQuickly, test } from './admin-support'

/** Cars named after one word of this test only, so the search shows them and nothing else. */
async function createCars(request: APIRequestContext, word: string, count: number) {
  for (let n = 1; n <= count; n += 1) {
    const response = await request.post('/api/admin/cars', {
      data: { brand: 'Opel', model: 'Corsa', name: `Opel Corsa ${word} ${n}`, year: 2019, price: 9000 + n },
    })
    expect(response.status()).toBe(201)
  }
}

const names = (page: Page) => page.locator('.admin-car__name').allInnerTexts()

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the list comes a page at a time; the page and the search live in the address', async ({ page }) => {
    // 26 cars are created first, one request each.
    test.setTimeout(120_000)
    await signInQuickly(page)
    await createCars(page.request, 'paginata', 26)
    await page.goto('/admin')

    await page.getByRole('searchbox', { name: 'Cerca' }).fill('corsa paginata')
    await expect(page).toHaveURL(/[?&]q=corsa\+paginata/)
    await expect(page.getByRole('group', { name: 'Stato' }).getByText('Tutte (26)')).toBeVisible()
    await expect.poll(() => names(page)).toHaveLength(24)
    expect((await names(page))[0]).toBe('Opel Corsa paginata 26')
    const pager = page.getByRole('navigation', { name: 'Pagine della lista' })
    await expect(pager.getByText('Pagina 1 di 2')).toBeVisible()

    await pager.getByRole('button', { name: 'Pagina successiva' }).click()
    await expect(page).toHaveURL(/[?&]pagina=2/)
    await expect.poll(() => names(page)).toEqual(['Opel Corsa paginata 2', 'Opel Corsa paginata 1'])
    await expect(pager.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled()

    await page.reload()
    await expect.poll(() => names(page)).toEqual(['Opel Corsa paginata 2', 'Opel Corsa paginata 1'])
    await page.goBack()
    await expect(pager.getByText('Pagina 1 di 2')).toBeVisible()
    await expect.poll(() => names(page)).toHaveLength(24)

    // A new order starts again from the first page.
    await page.getByLabel('Ordina per').selectOption('price-asc')
    await expect.poll(async () => (await names(page))[0]).toBe('Opel Corsa paginata 1')
    await expect(page).not.toHaveURL(/pagina=/)
  })

  test('the search finds a car by its plate, VIN, year and fuel', async ({ page }) => {
    await signInQuickly(page)
    const response = await page.request.post('/api/admin/cars', {
      data: {
        brand: 'Kia',
        model: 'Niro',
        name: 'Kia Niro ricerca targa',
        year: 2021,
        price: 23450,
        fuel: 'gpl',
        plate: 'FX482QK',
        vin: 'KNACC81GFM5012345',
      },
    })
    expect(response.status()).toBe(201)
    await page.goto('/admin')
    const search = page.getByRole('searchbox', { name: 'Cerca' })
    for (const words of ['fx482qk', 'KNACC81GFM5012345', 'niro 2021', 'niro gpl', 'niro 23.450']) {
      await search.fill(words)
      await expect.poll(() => names(page)).toEqual(['Kia Niro ricerca targa'])
    }
    await search.fill('niro 2020')
    await expect(page.getByText('Nessuna auto corrisponde alla ricerca.')).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('each car is a compact row that opens to its card; Nuova Auto never covers a row', async ({ page }) => {
    await signInQuickly(page)
    await createCars(page.request, 'compatta', 5)
    await page.goto('/admin?q=compatta')

    const row = page.getByRole('button', { name: /^Opel Corsa compatta 3 / })
    await expect(row).toContainText('9.003')
    await expect(row).toContainText('Disponibile')
    expect((await box(row)).height).toBeLessThanOrEqual(100)
    const status = page.getByRole('group', { name: 'Stato di Opel Corsa compatta 3' })
    await expect(status).toBeHidden()

    await row.tap()
    await expect(row).toHaveAttribute('aria-expanded', 'true')
    await status.getByRole('button', { name: 'Prenotata' }).tap()
    await expect(status.getByRole('button', { name: 'Prenotata' })).toHaveAttribute('aria-pressed', 'true')
    await expect(row).toContainText('Prenotata')

    // At the very bottom, the last row's buttons sit above the floating button.
    const last = page.getByRole('button', { name: /^Opel Corsa compatta 1 / })
    await last.tap()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const newCar = await box(page.getByRole('link', { name: 'Nuova Auto' }))
    const remove = await box(page.getByRole('button', { name: 'Elimina Opel Corsa compatta 1' }))
    expect(remove.y + remove.height).toBeLessThanOrEqual(newCar.y)
  })
})

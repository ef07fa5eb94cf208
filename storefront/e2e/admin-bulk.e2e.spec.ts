import type { APIRequestContext, Page } from '@playwright/test'

import { expect, signInQuickly, test, toastWith } from './admin-support'

/** Cars named after one word of this test only, so the search shows them and nothing else. */
async function createCars(request: APIRequestContext, word: string, prices: number[]): Promise<string[]> {
  const names: string[] = []
  for (const [index, price] of prices.entries()) {
    const name = `Skoda Fabia ${word} ${index + 1}`
    const response = await request.post('/api/admin/cars', {
      data: { brand: 'Skoda', model: 'Fabia', name, year: 2020, price },
    })
    expect(response.status()).toBe(201)
    names.push(name)
  }
  return names
}

const carOnList = (page: Page, name: string) => page.locator('.admin-car').filter({ hasText: name })
const bar = (page: Page) => page.getByRole('region', { name: 'Azioni sulle auto selezionate' })

async function raisePricesAndUndo(page: Page, word: string) {
  const names = await createCars(page.request, word, [14500, 19999, 9990])
  await createCars(page.request, `${word}altra`, [5000])
  await page.goto(`/admin?q=${word}`)
  await expect(carOnList(page, names[2])).toBeVisible()

  for (const name of names) await page.getByRole('checkbox', { name: `Seleziona ${name}` }).click()
  await expect(bar(page).getByText('3 auto selezionate')).toBeVisible()
  await bar(page).getByRole('button', { name: 'Cambia prezzo' }).click()

  const dialog = page.getByRole('dialog', { name: 'Cambia il prezzo di 3 auto' })
  await expect(dialog.getByLabel('Aumenta')).toBeChecked()
  await expect(dialog.getByLabel('una percentuale')).toBeChecked()
  await dialog.getByLabel('Percentuale (%)').fill('10')
  // The example is the first chosen car on the page, which lists the newest first.
  await expect(dialog.getByText(`Esempio: ${names[2]} da`)).toContainText(/9\.990.*10\.989/)
  await dialog.getByRole('button', { name: 'Applica' }).click()

  await expect(toastWith(page, 'Prezzi aggiornati')).toContainText('3 auto cambiate.')
  await expect(bar(page)).toHaveCount(0)
  await expect(carOnList(page, names[0])).toContainText('15.950')
  await expect(carOnList(page, names[1])).toContainText('21.999')
  await expect(carOnList(page, names[2])).toContainText('10.989')

  await toastWith(page, 'Prezzi aggiornati').getByRole('button', { name: 'Annulla' }).click()
  await expect(toastWith(page, 'Azione annullata')).toContainText('3 auto sono tornate com')
  await expect(carOnList(page, names[0])).toContainText('14.500')
  await expect(carOnList(page, names[1])).toContainText('19.999')
  await expect(carOnList(page, names[2])).toContainText('9.990')
}

async function trashTwoAndUndo(page: Page, word: string) {
  const names = await createCars(page.request, word, [8000, 8100])
  await page.goto(`/admin?q=${word}`)
  await expect(carOnList(page, names[1])).toBeVisible()

  await page.getByRole('checkbox', { name: 'Seleziona tutte (2 auto di questa pagina)' }).click()
  await expect(bar(page).getByText('2 auto selezionate')).toBeVisible()
  await bar(page).getByRole('button', { name: 'Sposta nel cestino' }).click()
  const dialog = page.getByRole('dialog', { name: 'Spostare 2 auto nel cestino?' })
  await dialog.getByRole('button', { name: 'Sposta nel cestino' }).click()

  await expect(toastWith(page, 'Auto spostate nel cestino')).toContainText('2 auto cambiate.')
  await expect(page.getByText('Nessuna auto corrisponde alla ricerca.')).toBeVisible()

  await toastWith(page, 'Auto spostate nel cestino').getByRole('button', { name: 'Annulla' }).click()
  await expect(toastWith(page, 'Azione annullata')).toBeVisible()
  await expect(carOnList(page, names[0])).toBeVisible()
  await expect(carOnList(page, names[1])).toBeVisible()
}

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('three prices raised by 10 % and put back with one Annulla', async ({ page }) => {
    await signInQuickly(page)
    await raisePricesAndUndo(page, 'rialzoscrivania')
  })

  test('two cars moved to the trash and brought back with one Annulla', async ({ page }) => {
    await signInQuickly(page)
    await trashTwoAndUndo(page, 'cestinoscr')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a compact row is chosen by its checkbox without opening; prices raised and put back', async ({ page }) => {
    await signInQuickly(page)
    const [first] = await createCars(page.request, 'rigatelefono', [12000])
    await page.goto('/admin?q=rigatelefono')
    const row = page.getByRole('button', { name: new RegExp(`^${first} `) })
    await page.getByRole('checkbox', { name: `Seleziona ${first}` }).tap()
    await expect(page.getByRole('checkbox', { name: `Seleziona ${first}` })).toBeChecked()
    await expect(row).toHaveAttribute('aria-expanded', 'false')
    await expect(bar(page).getByText('1 auto selezionata')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Nuova Auto' })).toBeHidden()

    await raisePricesAndUndo(page, 'rialzotelefono')
  })

  test('two cars moved to the trash and brought back with one Annulla', async ({ page }) => {
    await signInQuickly(page)
    await trashTwoAndUndo(page, 'cestinotel')
  })
})

import type { Page } from '@playwright/test'

import { photo, windows1252Csv, zip } from '@autosalone/cms/tests/import-files'
import { expect, signInQuickly, test } from './admin-support'

// The second import starts from the first one's choices.
test.describe.configure({ mode: 'serial' })

/** A management program's export whose fuel column has a header the page cannot guess. */
async function stockFiles(tag: string, vin: string) {
  const csv = windows1252Csv([
    ['Marca', 'Modello', 'Versione', 'Prezzo', 'Immatricolazione', 'Telaio', 'Tipo motore'],
    ['Citroën', 'C3', `Shine ${tag}`, '12.500,00', '03/2019', vin, 'Gasolio'],
    ['Peugeot', '208', `Allure ${tag}`, '9.900', '15/06/2017', '', 'Benzina'],
    ['Fiat', 'Panda', `City ${tag}`, '12,5k', '01/2022', '', 'Gasolio'],
  ])
  const photos = zip([
    { name: `${vin}_1.jpg`, data: await photo(1, 320) },
    { name: `${vin}_2.jpg`, data: await photo(2, 320) },
  ])
  return {
    csv: { name: 'parco.csv', mimeType: 'text/csv', buffer: csv },
    photos: { name: 'foto.zip', mimeType: 'application/zip', buffer: photos },
  }
}

/**
 * Upload, correct a column, try, apply, watch the progress (across a reload), then undo. The fuel
 * column is unmapped on the first import; the next file starts from the choices of the last one.
 */
async function importAndUndo(page: Page, tag: string, vin: string, fuelColumnBefore: '' | '6') {
  const { csv, photos } = await stockFiles(tag, vin)
  await expect(page.getByRole('heading', { name: 'Importa auto da un file' })).toBeVisible()
  await page.getByLabel('File CSV o Excel (.csv, .xlsx)').setInputFiles(csv)
  await page.getByLabel('Archivio ZIP delle foto (facoltativo)').setInputFiles(photos)
  await page.getByRole('button', { name: 'Carica il file' }).click()
  await expect(page.getByText('parco.csv: 3 righe, 7 colonne · Foto nell’archivio: 2 per 1 auto')).toBeVisible()

  const fuel = page.getByLabel('Carburante', { exact: true })
  await expect(fuel).toHaveValue(fuelColumnBefore)
  await fuel.selectOption('6')
  await expect(page.getByLabel('Carburante: «Gasolio»')).toHaveValue('diesel')
  await expect(page.getByLabel('Carburante: «Benzina»')).toHaveValue('benzina')

  await page.getByRole('button', { name: 'Prova senza salvare' }).click()
  await expect(page.getByText('2 nuove, 0 da aggiornare, 0 invariate, 1 rifiutate')).toBeVisible()
  const verdicts = page.getByRole('region', { name: 'Esito della prova' })
  await expect(verdicts.getByRole('row').filter({ hasText: 'Rifiutata' })).toContainText(
    'riga 4: prezzo non valido "12,5k"',
  )
  await expect(verdicts.getByRole('row').filter({ hasText: 'Nuova' })).toHaveCount(2)

  await page.getByRole('button', { name: 'Applica l’importazione' }).click()
  await expect(page).toHaveURL(/\/admin\/importa\/\d+$/)
  await expect(page.getByRole('status').filter({ hasText: 'righe' })).toHaveText('Completata · 3 di 3 righe', {
    timeout: 30_000,
  })
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'righe' })).toHaveText('Completata · 3 di 3 righe')
  await expect(page.getByText('2 create, 0 aggiornate, 0 invariate, 1 rifiutate, 0 segnate vendute')).toBeVisible()

  const cars = await (await page.request.get('/api/cars?limit=100&depth=0')).json()
  const imported = cars.docs.find((car: { name: string }) => car.name === `Citroën C3 Shine ${tag}`)
  expect(imported).toMatchObject({ price: 12500, fuel: 'diesel', firstRegistration: '2019-03' })
  expect(imported.photos).toHaveLength(2)

  await page.getByRole('button', { name: 'Annulla importazione' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Annulla importazione' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'righe' })).toHaveText('Annullata · 3 di 3 righe', {
    timeout: 30_000,
  })
  expect((await page.request.get(`/api/cars/${imported.id}`)).status()).toBe(404)
}

test('at the desk: a stock file and its photos imported from the Importa page, then undone', async ({ page }) => {
  test.setTimeout(120_000)
  await signInQuickly(page)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Importa' }).click()
  await expect(page).toHaveURL(/\/admin\/importa$/)
  await importAndUndo(page, 'scrivania', 'VF7SXHMZ6KS000011', '')
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('the same import from the Menu, without sideways scrolling', async ({ page }) => {
    test.setTimeout(120_000)
    await signInQuickly(page)
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Menu' }).tap()
    await page.getByRole('link', { name: 'Importa' }).tap()
    await expect(page).toHaveURL(/\/admin\/importa$/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await importAndUndo(page, 'telefono', 'VF7SXHMZ6KS000022', '6')
  })
})

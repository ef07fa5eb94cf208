import type { Browser, Page } from '@playwright/test'

import { adminCar, createCarQuickly, expect, signInQuickly, test, toastWith } from './admin-support'

/** A second device: its own browser context, signed in on its own. */
async function secondDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInQuickly(page)
  return page
}

const conflict = (page: Page) => page.getByRole('alert').filter({ hasText: 'Auto modificata nel frattempo' })

test('two devices: the later save is stopped, shows what differs, and reloads or overwrites on purpose', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo e2e due dispositivi')
  const phone = await secondDevice(browser, baseURL!)
  await page.goto(`/admin/edit/${car.id}`)
  await phone.goto(`/admin/edit/${car.id}`)
  await expect(page.getByLabel('Prezzo (€)')).toHaveValue('15900')
  await expect(phone.getByLabel('Prezzo (€)')).toHaveValue('15900')

  // The desk cuts the price; the phone, opened before, changes only the mileage.
  await page.getByLabel('Prezzo (€)').fill('14900')
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(toastWith(page, 'Auto aggiornata con successo!')).toBeVisible()

  await phone.getByLabel('Chilometraggio').fill('52000')
  await phone.getByRole('button', { name: 'Salva Modifiche' }).click()
  const notice = conflict(phone)
  await expect(notice).toBeVisible()
  await expect(toastWith(phone, 'Auto aggiornata con successo!')).toHaveCount(0)
  // Only what this device changed is listed: the desk's price is not the phone's change.
  const mine = notice.getByRole('table', { name: 'Le tue modifiche, non salvate' })
  await expect(mine.getByRole('row', { name: /Chilometraggio/ })).toContainText('52000')
  await expect(mine.getByRole('row', { name: /Prezzo/ })).toHaveCount(0)
  // The desk's price is listed apart, as the other save's change.
  await expect(
    notice.getByRole('table', { name: /Cambiato dall’altro salvataggio/ }).getByRole('row', { name: /Prezzo/ }),
  ).toContainText('14900')
  expect(await adminCar(page.request, car.id)).toMatchObject({ price: 14900, mileage: 0 })

  // Reloading takes the desk's save; the phone's next save goes through.
  await notice.getByRole('button', { name: 'Ricarica l’auto salvata' }).click()
  await expect(phone.getByLabel('Prezzo (€)')).toHaveValue('14900')
  await expect(phone.getByLabel('Chilometraggio')).toHaveValue('')
  await phone.getByLabel('Chilometraggio').fill('52000')
  await phone.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(toastWith(phone, 'Auto aggiornata con successo!')).toBeVisible()
  expect(await adminCar(page.request, car.id)).toMatchObject({ price: 14900, mileage: 52000 })

  // 'Unisci': the desk's new power stays, the phone's new status is added.
  await phone.goto(`/admin/edit/${car.id}`)
  await expect(phone.getByLabel('Prezzo (€)')).toHaveValue('14900')
  await page.goto(`/admin/edit/${car.id}`)
  await page.getByLabel('Potenza (CV)').fill('110')
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(toastWith(page, 'Auto aggiornata con successo!')).toBeVisible()
  await phone.getByRole('radio', { name: 'Prenotata' }).check()
  await phone.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(conflict(phone)).toBeVisible()
  await expect(conflict(phone).getByRole('row', { name: /Stato/ })).toContainText('Prenotata')
  await expect(
    conflict(phone)
      .getByRole('table', { name: 'Le tue modifiche, non salvate' })
      .getByRole('row', { name: /Potenza/ }),
  ).toHaveCount(0)
  await conflict(phone).getByRole('button', { name: 'Unisci' }).click()
  await expect(toastWith(phone, 'Auto aggiornata con successo!')).toBeVisible()
  expect(await adminCar(page.request, car.id)).toMatchObject({ power: 110, status: 'prenotata', mileage: 52000 })

  // The desk, now behind, overwrites on purpose.
  await page.goto(`/admin/edit/${car.id}`)
  await page.getByLabel('Prezzo (€)').fill('13900')
  await phone.goto(`/admin/edit/${car.id}`)
  await phone.getByLabel('Potenza (CV)').fill('130')
  await phone.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(toastWith(phone, 'Auto aggiornata con successo!')).toBeVisible()
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(conflict(page)).toBeVisible()
  // The phone's power is shown apart, with what overwriting does to it.
  const theirs = conflict(page).getByRole('table', { name: /Cambiato dall’altro salvataggio/ })
  await expect(theirs.getByRole('row', { name: /Potenza/ })).toContainText('130')
  await expect(conflict(page).getByRole('table', { name: 'Le tue modifiche, non salvate' })).toContainText('13900')
  await conflict(page).getByRole('button', { name: 'Sovrascrivi con le mie modifiche' }).click()
  await expect(toastWith(page, 'Auto aggiornata con successo!')).toBeVisible()
  expect(await adminCar(page.request, car.id)).toMatchObject({ price: 13900, power: 110 })
  await phone.context().close()
})

test('a draft made before the car’s last save warns before it is brought back', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000)
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo e2e bozza vecchia')
  await page.goto(`/admin/edit/${car.id}`)
  await page.getByLabel('Prezzo (€)').fill('16900')
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('car-draft'))))
    .toBe(true)

  // Meanwhile the phone cuts the price and saves.
  const phone = await secondDevice(browser, baseURL!)
  await phone.goto(`/admin/edit/${car.id}`)
  await phone.getByLabel('Prezzo (€)').fill('14500')
  await phone.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(toastWith(phone, 'Auto aggiornata con successo!')).toBeVisible()
  await phone.context().close()

  await page.reload()
  await expect(page.getByLabel('Prezzo (€)')).toHaveValue('14500')
  await expect(page.getByText(/l’auto è stata salvata il .*, dopo questa bozza/)).toBeVisible()
})

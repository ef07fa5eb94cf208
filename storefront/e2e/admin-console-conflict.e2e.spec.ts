import { adminCar, createCarQuickly, expect, signInQuickly, test } from './admin-support'

/**
 * The console and the panel on one car: a car opened in `/cms`, repriced in the panel, then edited
 * in the console, is stopped before it can put the old price back ('Documento modificato'; the
 * server refuses an older `updatedAt` as well, see car-conflicts.int). Reloaded, the console saves
 * one change after another without tripping over its own saves.
 */
test('a console edit over a newer panel save is stopped, and console saves follow each other', async ({ page }) => {
  test.setTimeout(120_000)
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo console conflitto')
  await page.goto(`/cms/collections/cars/${car.id}`)
  const mileage = page.getByRole('spinbutton', { name: 'Chilometraggio', exact: true })
  await expect(mileage).toBeVisible({ timeout: 60_000 })

  expect((await page.request.put(`/api/admin/cars/${car.id}`, { data: { price: 14900 } })).status()).toBe(200)
  await mileage.fill('5000')
  await expect(page.getByRole('heading', { name: 'Documento modificato' })).toBeVisible()
  expect(await adminCar(page.request, car.id)).toMatchObject({ price: 14900, mileage: 0 })

  await page.getByRole('button', { name: 'Ricarica documento' }).click()
  await expect(page.getByRole('heading', { name: 'Documento modificato' })).toHaveCount(0)
  await expect(page.getByRole('spinbutton', { name: /^Prezzo \(€\)/ })).toHaveValue('14900')
  const save = page.getByRole('button', { name: 'Salva', exact: true })
  for (const km of ['5000', '6000']) {
    await mileage.fill(km)
    await save.click()
    await expect.poll(async () => (await adminCar(page.request, car.id)).mileage).toBe(Number(km))
    // Saved: the form holds nothing unsaved again.
    await expect(save).toBeDisabled()
  }
  expect(await adminCar(page.request, car.id)).toMatchObject({ price: 14900 })
})

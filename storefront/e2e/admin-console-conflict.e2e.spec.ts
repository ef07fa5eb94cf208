import { adminCar, createCarQuickly, expect, signInQuickly, test } from './admin-support'

/**
 * The console follows the panel's edit rule: a car opened in `/cms`, repriced in the panel, then
 * saved from the console with only its mileage changed, is refused with the panel's message
 * instead of putting the old price back; opened afresh, the console saves again and again.
 */
test('a console save over a newer panel save is refused and changes nothing', async ({ page }) => {
  test.setTimeout(120_000)
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo console conflitto')
  await page.goto(`/cms/collections/cars/${car.id}`)
  const mileage = page.getByRole('spinbutton', { name: 'Chilometraggio', exact: true })
  await expect(mileage).toBeVisible({ timeout: 60_000 })

  expect((await page.request.put(`/api/admin/cars/${car.id}`, { data: { price: 14900 } })).status()).toBe(200)
  await mileage.fill('5000')
  await page.getByRole('button', { name: 'Salva', exact: true }).click()
  await expect(page.getByText(/Auto modificata nel frattempo/).first()).toBeVisible()
  expect(await adminCar(page.request, car.id)).toMatchObject({ price: 14900, mileage: 0 })

  await page.reload()
  await expect(mileage).toHaveValue('0', { timeout: 60_000 })
  for (const km of ['5000', '6000']) {
    await mileage.fill(km)
    await page.getByRole('button', { name: 'Salva', exact: true }).click()
    await expect.poll(async () => (await adminCar(page.request, car.id)).mileage).toBe(Number(km))
  }
  expect(await adminCar(page.request, car.id)).toMatchObject({ price: 14900 })
})

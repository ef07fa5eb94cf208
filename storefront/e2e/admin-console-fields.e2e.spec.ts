import { createCarQuickly, expect, signInQuickly, test } from './admin-support'

test('the console at /cms shows the Italian data grouped and labelled in Italian', async ({ page }) => {
  test.setTimeout(120_000)
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo console e2e')
  await page.goto(`/cms/collections/cars/${car.id}`)

  for (const group of ['Immatricolazione e storia', 'Consumi ed emissioni', 'Dati tecnici', 'Prezzo e documenti']) {
    await expect(page.getByText(group, { exact: true }).first()).toBeVisible({ timeout: 60_000 })
  }
  for (const label of ['Prima immatricolazione', 'Targa', 'Telaio (VIN)']) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible()
  }
  for (const label of ['Proprietari precedenti', 'Consumo combinato', 'Emissioni CO₂ (g/km)', 'Massa a vuoto (kg)']) {
    await expect(page.getByRole('spinbutton', { name: label, exact: true })).toBeVisible()
  }
  // Computed on save, never typed.
  await expect(page.getByRole('checkbox', { name: 'Adatta a neopatentati' })).toBeDisabled()
  await expect(page.getByText('Obbligatori per pubblicare un’auto nuova o km 0 (D.P.R. 84/2003).')).toBeVisible()
  expect((await page.request.delete(`/api/admin/cars/${car.id}`)).status()).toBe(200)
})

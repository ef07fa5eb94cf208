import { adminCar, expect, signInQuickly, test, saveNewCar } from './admin-support'

test('price 0 is refused; "Prezzo su richiesta" reaches the site without a price in the structured data', async ({
  page,
}) => {
  await signInQuickly(page)
  await page.goto('/admin/new')
  await page.getByLabel('Marca').fill('Lancia')
  await page.getByLabel('Modello').fill('Thema')
  await page.getByLabel('Nome Completo').fill('Lancia Thema 8.32 e2e richiesta')
  await page.getByLabel('Prezzo (€)').fill('0')
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(page.getByText('Inserisci il prezzo, oppure scegli «Prezzo su richiesta»')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/new$/)

  await page.getByLabel('Prezzo su richiesta').check()
  await expect(page.getByLabel('Prezzo (€)')).toHaveValue('0')
  const saved = await adminCar(page.request, await saveNewCar(page))
  expect(saved).toMatchObject({ price: 0, priceOnRequest: true })

  await page.goto(`/auto/${saved.slug}`)
  await expect(page.locator('.car-detail__price')).toHaveText('Prezzo: Prezzo su richiesta')
  await expect(page).toHaveTitle(/Lancia Thema 8\.32 e2e richiesta, prezzo su richiesta/)
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const car = blocks
    .map((text) => JSON.parse(text) as { '@type': string; offers?: object })
    .find((data) => data['@type'] === 'Car')
  expect(car?.offers).toBeDefined()
  expect(car?.offers).not.toHaveProperty('price')

  await page.goto('/annunci')
  await expect(page.locator('.car-card').filter({ hasText: saved.name }).locator('.car-card__price')).toHaveText(
    'Prezzo su richiesta',
  )
})

import { availableDemoCars, demoCar, listedDemoCars, expect, slugOf, test } from './support/public-test'

test.use({ javaScriptEnabled: false })

test('home: every car with its photo, price and link, readable without JavaScript', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Auto nuove, usate e a km 0' })).toBeVisible()
  const grid = page.locator('#parco-auto')
  for (const car of listedDemoCars)
    await expect(grid.getByRole('heading', { name: car.name, exact: true })).toBeVisible()
  await expect(grid.getByText('Pronta consegna')).toHaveCount(availableDemoCars.length)

  const firstPhoto = grid.locator('img[src]').first()
  await expect(firstPhoto).toBeVisible()
  await expect.poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: 'Contattaci su WhatsApp' })).toBeVisible()
})

test('inventory: the filter form still works, as a plain form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/annunci')
  const filters = page.getByRole('region', { name: 'Filtri' })
  await expect(filters).toBeVisible()
  await filters.getByLabel('Carburante').selectOption('elettrica')
  await filters.getByRole('button', { name: 'Mostra risultati' }).click()

  // The address keeps only what was chosen, not every field left empty.
  await expect(page).toHaveURL(/\/annunci\?fuel=elettrica$/)
  const electric = listedDemoCars.filter((car) => car.fuel === 'elettrica').map((car) => car.name)
  await expect(page.locator('.car-card__name')).toHaveText(electric, { useInnerText: true })
  await expect(page.getByText(`${electric.length} auto trovate`)).toBeVisible()
})

test('the home search opens the inventory at a clean address, in either language', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('region', { name: 'Cerca la tua auto' })
  await search.getByLabel('Categoria').selectOption('suv')
  await search.getByLabel('Prezzo massimo').selectOption('50000')
  await search.getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(/\/annunci\?category=suv&maxPrice=50000$/)
  await expect(page.locator('.inventory__count')).toHaveText(
    `${listedDemoCars.filter((car) => car.category === 'suv' && car.price <= 50000).length} auto trovate`,
  )

  await page.goto('/inventory?lang=en')
  await page.getByRole('region', { name: 'Filters' }).getByLabel('Make').selectOption('Porsche')
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/\/annunci\?brand=Porsche$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cars for sale' })).toBeVisible()
})

test('a car page: photo, name, price and specifications without JavaScript', async ({ page }) => {
  const porsche = demoCar('911')
  await page.goto(`/auto/${slugOf(porsche)}`)
  await expect(page.getByRole('heading', { level: 1, name: porsche.name })).toBeVisible()
  await expect(page.getByText('€ 139.900').first()).toBeVisible()
  await expect(page.getByText('331 kW (450 CV)').first()).toBeVisible()
  const cover = page.locator('.gallery__stage img')
  await expect(cover).toBeVisible()
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: 'Chiama ora' })).toBeVisible()
})

test('the menu and the language links are there without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/servizi')
  // On a phone the menu opens from its button, a link to the menu without the script.
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(
    page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Contatti' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible()
})

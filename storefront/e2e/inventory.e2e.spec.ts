import type { Page } from '@playwright/test'

import type { DemoCar } from '@autosalone/cms/seed/demo-cars'
import { listedDemoCars, carNamesOnPage, expect, test } from './support/public-test'

/** The demo cars the inventory should list for a condition, in no particular order. */
function expectedNames(matches: (car: DemoCar) => boolean): string[] {
  return listedDemoCars
    .filter(matches)
    .map((car) => car.name)
    .sort()
}

/** The demo cars on screen (other cars may exist; only the demo ones are checked). */
async function demoNamesShown(page: Page): Promise<string[]> {
  const demoNames = new Set(listedDemoCars.map((car) => car.name))
  return (await carNamesOnPage(page)).filter((name) => demoNames.has(name)).sort()
}

async function expectListed(page: Page, matches: (car: DemoCar) => boolean) {
  await expect(page.getByRole('status').filter({ hasText: 'Caricamento...' })).toHaveCount(0)
  await expect.poll(() => demoNamesShown(page)).toEqual(expectedNames(matches))
  const count = await page.locator('.car-card').count()
  await expect(page.locator('.inventory__count')).toHaveText(count === 1 ? '1 auto trovata' : `${count} auto trovate`)
}

const filters = (page: Page) => page.getByRole('region', { name: 'Filtri' })

test('lists only the available cars, newest first by default', async ({ page }) => {
  await page.goto('/annunci')
  await expectListed(page, () => true)
  await expect(page.getByText('Non disponibile')).toHaveCount(0)
})

test('each choice filters the list and is written to the address', async ({ page }) => {
  await page.goto('/annunci')
  const panel = filters(page)

  await panel.getByLabel('Carburante').selectOption('ibrida')
  await expect(page).toHaveURL(/\?fuel=ibrida$/)
  await expectListed(page, (car) => car.fuel === 'ibrida')

  await panel.getByLabel('Carburante').selectOption('')
  await panel.getByLabel('Trasmissione').selectOption('manuale')
  await expect(page).toHaveURL(/\?transmission=manuale$/)
  await expectListed(page, (car) => car.transmission === 'manuale')

  await panel.getByLabel('Trasmissione').selectOption('')
  await panel.getByLabel('Categoria').selectOption('suv')
  await expect(page).toHaveURL(/\?category=suv$/)
  await expectListed(page, (car) => car.category === 'suv')

  await panel.getByLabel('Categoria').selectOption('')
  await panel.getByLabel('Condizione').selectOption('km0')
  await expect(page).toHaveURL(/\?condition=km0$/)
  await expectListed(page, (car) => car.condition === 'km0')
})

test('changing the brand clears the model, and the model narrows to one car', async ({ page }) => {
  await page.goto('/annunci')
  const panel = filters(page)
  await expect(panel.getByLabel('Modello')).toBeDisabled()

  await panel.getByLabel('Marca').selectOption('BMW')
  await expect(page).toHaveURL(/\?brand=BMW$/)
  await expectListed(page, (car) => car.brand === 'BMW')

  await panel.getByLabel('Modello').selectOption('iX1')
  await expect(page).toHaveURL(/\?brand=BMW&model=iX1$/)
  await expectListed(page, (car) => car.model === 'iX1')

  await panel.getByLabel('Marca').selectOption('Porsche')
  await expect(page).toHaveURL(/\?brand=Porsche$/)
  await expect(panel.getByLabel('Modello')).toHaveValue('')
  await expectListed(page, (car) => car.brand === 'Porsche')
})

test('price, year and power bounds are inclusive', async ({ page }) => {
  const audi = listedDemoCars.find((car) => car.brand === 'Audi')!
  await page.goto('/annunci')
  const panel = filters(page)

  await panel.getByLabel('Prezzo minimo (€)').fill(String(audi.price))
  await panel.getByLabel('Prezzo massimo (€)').fill(String(audi.price))
  await expect(page).toHaveURL(new RegExp(`minPrice=${audi.price}&maxPrice=${audi.price}`))
  await expectListed(page, (car) => car.price === audi.price)

  await page.goto(`/annunci?minYear=${audi.year}&maxYear=${audi.year}`)
  await expectListed(page, (car) => car.year === audi.year)

  await page.goto('/annunci')
  await filters(page).getByLabel('Anno da').selectOption(String(audi.year))
  await expect(page).toHaveURL(new RegExp(`\\?minYear=${audi.year}$`))
  await expectListed(page, (car) => car.year >= audi.year)

  await page.goto(`/annunci?minPower=${audi.power}`)
  await expectListed(page, (car) => car.power >= audi.power)
})

test('sorting by price orders the cards and keeps the filters', async ({ page }) => {
  await page.goto('/annunci?category=suv')
  await page.getByLabel('Ordina per').selectOption('price-asc')
  await expect(page).toHaveURL(/\?category=suv&sort=price-asc$/)
  const cheapestFirst = listedDemoCars
    .filter((car) => car.category === 'suv')
    .sort((a, b) => a.price - b.price)
    .map((car) => car.name)
  await expect
    .poll(async () => (await carNamesOnPage(page)).filter((name) => cheapestFirst.includes(name)))
    .toEqual(cheapestFirst)

  await page.getByLabel('Ordina per').selectOption('price-desc')
  await expect
    .poll(async () => (await carNamesOnPage(page)).filter((name) => cheapestFirst.includes(name)))
    .toEqual([...cheapestFirst].reverse())
})

test('no match shows the empty state, and clearing every filter brings all cars back', async ({ page }) => {
  await page.goto('/annunci?brand=Ferrari&maxPrice=1000')
  await expect(page.getByRole('heading', { name: 'Nessun veicolo trovato' })).toBeVisible()
  await expect(page.getByText('Prova a modificare i filtri')).toBeVisible()
  await expect(page.locator('.inventory__count')).toHaveText('0 auto trovate')

  await page.getByRole('link', { name: 'Cancella tutti i filtri' }).click()
  await expect(page).toHaveURL(/\/annunci$/)
  await expectListed(page, () => true)
  await expect(filters(page).getByLabel('Marca')).toHaveValue('')
  await expect(filters(page).getByLabel('Prezzo massimo (€)')).toHaveValue('')
})

test('the English empty state reads "No vehicles found"', async ({ page }) => {
  await page.goto('/inventory?lang=en&brand=Ferrari&maxPrice=1000')
  await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Clear all filters' })).toBeVisible()
})

test('a shared filtered address is rendered by the server and restores the form', async ({ page, request }) => {
  const address = '/annunci?brand=Mercedes-Benz&fuel=diesel&maxPrice=70000&sort=price-desc'
  const html = await (await request.get(address)).text()
  expect(html).toContain('Mercedes-Benz CLE Coupé 220 d Mild Hybrid AMG Line Premium')
  expect(html).not.toContain('BMW Serie 3 320d Touring M Sport')
  expect(html).toContain('1 auto trovata')

  await page.goto(address)
  const panel = filters(page)
  await expect(panel.getByLabel('Marca')).toHaveValue('Mercedes-Benz')
  await expect(panel.getByLabel('Carburante')).toHaveValue('diesel')
  await expect(panel.getByLabel('Prezzo massimo (€)')).toHaveValue('70000')
  await expect(page.getByLabel('Ordina per')).toHaveValue('price-desc')
  await expectListed(page, (car) => car.brand === 'Mercedes-Benz' && car.fuel === 'diesel' && car.price <= 70000)
})

test('the badge counts the active filters and clear removes them all', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/annunci?brand=BMW&fuel=diesel&minYear=2015')
  const toggle = page.getByRole('button', { name: /Filtri/ })
  await expect(toggle).toContainText('3')
  await expect(toggle).toHaveAccessibleName(/3 filtri attivi/)
  await expect(filters(page)).toBeHidden()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(filters(page)).toBeVisible()
  await filters(page).getByRole('link', { name: 'Cancella filtri' }).click()
  await expect(page).toHaveURL(/\/annunci$/)
  await expect(page.getByRole('button', { name: /Filtri/ })).not.toContainText(/\d/)
})

test('the home search opens the inventory with its choices', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('region', { name: 'Cerca la tua auto' })
  await search.getByLabel('Marca').selectOption('Porsche')
  await search.getByLabel('Modello').selectOption('911')
  await search.getByLabel('Prezzo massimo').selectOption('75000')
  await search.getByRole('button', { name: 'Cerca' }).click()

  await expect(page).toHaveURL(/\/annunci\?brand=Porsche&model=911&maxPrice=75000$/)
  await page.goBack()
  await search.getByLabel('Marca').selectOption('')
  await search.getByLabel('Categoria').selectOption('suv')
  await search.getByLabel('Anno da').selectOption(String(new Date().getFullYear() - 3))
  await search.getByLabel('Prezzo massimo').selectOption('50000')
  await search.getByRole('button', { name: 'Cerca' }).click()

  const minYear = new Date().getFullYear() - 3
  await expect(page).toHaveURL(new RegExp(`/annunci\\?category=suv&maxPrice=50000&minYear=${minYear}$`))
  await expectListed(page, (car) => car.category === 'suv' && car.price <= 50000 && car.year >= minYear)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const { language, path, toggle, field, apply, count } of [
    {
      language: 'it',
      path: '/annunci',
      toggle: /^Filtri/,
      field: 'Carburante',
      apply: 'Mostra risultati',
      count: /auto trovat/,
    },
    {
      language: 'en',
      path: '/inventory?lang=en',
      toggle: /^Filters/,
      field: 'Fuel',
      apply: 'Show results',
      count: /cars? found/,
    },
  ]) {
    test(`'${apply}' folds the filters and brings the results count into view (${language})`, async ({ page }) => {
      await page.goto(path)
      await page.getByRole('button', { name: toggle }).click()
      await page.getByRole('region', { name: /^Filt/ }).getByLabel(field).selectOption('elettrica')
      const button = page.getByRole('button', { name: apply })
      await button.scrollIntoViewIfNeeded()
      await button.click()

      await expect(page.getByRole('region', { name: /^Filt/ })).toBeHidden()
      const counter = page.getByRole('status').filter({ hasText: count })
      await expect(counter).toBeFocused()
      await expect(counter).toBeInViewport({ ratio: 1 })
      // Not under the sticky header either: the count is what shows at its place.
      await expect
        .poll(() =>
          counter.evaluate((element) => {
            const box = element.getBoundingClientRect()
            return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2))
          }),
        )
        .toBe(true)
      await expect(page.locator('.car-card').first()).toBeInViewport()
    })
  }
})

test('the English cards write prices and kilometres the English way', async ({ page }) => {
  const bmw = listedDemoCars.find((car) => car.model === 'Serie 3 Touring')!
  expect([bmw.price, bmw.mileage]).toEqual([32_900, 68_400])
  const card = page.locator('.car-card').filter({ hasText: bmw.name })

  await page.goto('/inventory?lang=en&brand=BMW&model=Serie%203%20Touring')
  await expect(card.getByText('€32,900', { exact: true })).toBeVisible()
  await expect(card.getByText('68,400 km', { exact: true })).toBeVisible()

  await page.goto('/annunci?lang=it&brand=BMW&model=Serie%203%20Touring')
  await expect(card.getByText('€ 32.900', { exact: true })).toBeVisible()
  await expect(card.getByText('68.400 km', { exact: true })).toBeVisible()
})

test('the home search offers what the inventory shows, and reaches every make and category in stock', async ({
  page,
}) => {
  await page.goto('/')
  const search = page.getByRole('region', { name: 'Cerca la tua auto' })
  const optionTexts = (label: string) => search.getByLabel(label).locator('option').allInnerTexts()

  const makes = await optionTexts('Marca')
  for (const brand of new Set(listedDemoCars.map((car) => car.brand))) expect(makes).toContain(brand)

  // The Audi A5 Cabriolet is sold: its model is not offered; the reserved GLC still is.
  await search.getByLabel('Marca').selectOption('Audi')
  expect(await optionTexts('Modello')).toEqual(['Qualsiasi', 'A3 Sportback'])
  await search.getByLabel('Marca').selectOption('Mercedes-Benz')
  expect(await optionTexts('Modello')).toEqual(['Qualsiasi', 'CLE Coupé', 'GLC'])

  // Every category of an available car, and none without one (the only cabriolet is sold).
  const categories = await optionTexts('Categoria')
  for (const label of ['Station wagon', 'SUV', 'Coupé', 'Berlina', 'Sportiva', 'Monovolume']) {
    expect(categories).toContain(label)
  }
  expect(categories).not.toContain('Cabrio')

  await search.getByLabel('Marca').selectOption('')
  await search.getByLabel('Categoria').selectOption({ label: 'Monovolume' })
  await search.getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(/\/annunci\?category=monovolume$/)
  await expectListed(page, (car) => car.category === 'monovolume')

  await page.goBack()
  await search.getByLabel('Marca').selectOption('Volvo')
  await search.getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(/\/annunci\?brand=Volvo$/)
  await expectListed(page, (car) => car.brand === 'Volvo')
})

for (const width of [320, 360, 390]) {
  test.describe(`the home search on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 844 } })

    test('shows its makes, models, categories and the model’s hint whole', async ({ page }) => {
      for (const [path, region] of [
        ['/', 'Cerca la tua auto'],
        ['/?lang=en', 'Find your car'],
      ]) {
        await page.goto(path)
        const selects = page.getByRole('region', { name: region }).locator('select')
        // Every choice against the room the control leaves for its text: the native arrow takes
        // about 16 px of the padded box (measured in Chromium).
        const cut = await selects.evaluateAll((elements) =>
          elements.flatMap((select) => {
            const element = select as HTMLSelectElement
            const style = getComputedStyle(element)
            const context = document.createElement('canvas').getContext('2d')!
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
            const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16
            return [...element.options]
              .filter((option) => context.measureText(option.text).width > room)
              .map((option) => `${element.name}: ${option.text}`)
          }),
        )
        expect(cut).toEqual([])
      }
    })
  })
}

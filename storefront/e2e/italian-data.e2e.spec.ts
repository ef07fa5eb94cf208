import type { Page } from '@playwright/test'

import { demoCarDetails } from '@autosalone/cms/seed/demo-car-details'
import type { DemoCar } from '@autosalone/cms/seed/demo-cars'
import { euroClassesFrom } from '@autosalone/domain/enums'
import { isSuitableForNewDrivers } from '@autosalone/domain/new-driver'
import { listedDemoCars, carNamesOnPage, demoCar, expect, slugOf, test } from './support/public-test'

const bmw = demoCar('BMW Serie 3')
const bmwDetails = demoCarDetails[bmw.name]
const registration = bmwDetails.firstRegistration!.split('-').reverse().join('/')

const suitable = (car: DemoCar) =>
  isSuitableForNewDrivers({ power: car.power, kerbWeight: demoCarDetails[car.name].kerbWeight }) === true
const atLeastEuro6d = (car: DemoCar) =>
  (euroClassesFrom('euro6d') as string[]).includes(demoCarDetails[car.name].euroClass ?? '')
const vatShown = (car: DemoCar) => demoCarDetails[car.name].vatRegime === 'esposta'

function expectedNames(matches: (car: DemoCar) => boolean): string[] {
  return listedDemoCars
    .filter(matches)
    .map((car) => car.name)
    .sort()
}

async function demoNamesShown(page: Page): Promise<string[]> {
  const demoNames = new Set(listedDemoCars.map((car) => car.name))
  return (await carNamesOnPage(page)).filter((name) => demoNames.has(name)).sort()
}

function specRow(page: Page, title: string, label: string) {
  return page
    .getByRole('region', { name: title })
    .locator('.car-specs__row')
    .filter({ has: page.getByText(label, { exact: true }) })
}

test('the car page lists the Italian data and labels the price by its VAT regime', async ({ page }) => {
  await page.goto(`/auto/${slugOf(bmw)}`)
  const row = (label: string) => specRow(page, 'Dati tecnici', label)
  await expect(row('Prima immatricolazione')).toContainText(registration)
  await expect(row('Classe Euro')).toContainText('Euro 6d')
  await expect(row('Consumo combinato (WLTP)')).toContainText('5,1 l/100 km')
  await expect(row('Emissioni CO₂ (WLTP)')).toContainText('134 g/km')
  await expect(row('Cilindrata')).toContainText('1.995 cm³')
  await expect(row('Massa a vuoto')).toContainText('1.670 kg')
  await expect(row('Porte')).toContainText('5')
  await expect(row('Proprietari precedenti')).toContainText('1')
  await expect(row('Tagliandi certificati')).toContainText('Sì')
  await expect(row('Garanzia')).toContainText('12 mesi')
  await expect(row('Regime IVA')).toContainText('IVA esposta')
  // 190 CV is 140 kW, over the 105 kW a new driver may have.
  await expect(row('Adatta a neopatentati')).toContainText('No')
  await expect(page.locator('.car-detail__vat')).toHaveText('IVA esposta')

  // The plate and the VIN are the dealer's alone.
  const html = await page.content()
  expect(html).not.toContain(bmwDetails.vin!)
  expect(html).not.toContain(bmwDetails.plate!)
})

test('the English car page says the same in English, numbers written the English way', async ({ page }) => {
  await page.goto(`/auto/${slugOf(bmw)}?lang=en`)
  const row = (label: string) => specRow(page, 'Specifications', label)
  await expect(row('First registration')).toContainText(registration)
  await expect(row('Combined consumption (WLTP)')).toContainText('5.1 l/100 km')
  await expect(row('Displacement')).toContainText('1,995 cm³')
  await expect(row('Kerb weight')).toContainText('1,670 kg')
  await expect(row('Certified service history')).toContainText('Yes')
  await expect(row('Warranty')).toContainText('12 months')
  await expect(row('VAT regime')).toContainText('VAT shown (deductible)')
  await expect(page.locator('.car-detail__vat')).toHaveText('VAT shown (deductible)')
})

test('a new car shows no registration or owners, an electric one its kWh and range, a margin-scheme car "IVA inclusa"', async ({
  page,
}) => {
  const macan = demoCar('Macan')
  await page.goto(`/auto/${slugOf(macan)}`)
  const row = (label: string) => specRow(page, 'Dati tecnici', label)
  await expect(row('Consumo combinato (WLTP)')).toContainText('18,9 kWh/100 km')
  await expect(row('Emissioni CO₂ (WLTP)')).toContainText('0 g/km')
  await expect(row('Autonomia')).toContainText('613 km')
  await expect(row('Classe Euro')).toContainText('Non applicabile')
  await expect(row('Prima immatricolazione')).toHaveCount(0)
  await expect(row('Cilindrata')).toHaveCount(0)

  const porsche = demoCar('911')
  await page.goto(`/auto/${slugOf(porsche)}`)
  await expect(page.locator('.car-detail__vat')).toHaveText('IVA inclusa')
  await expect(specRow(page, 'Dati tecnici', 'Regime IVA')).toContainText('Regime del margine')
})

test('the car’s structured data carries the vehicle data, and never the VIN', async ({ page }) => {
  await page.goto(`/auto/${slugOf(bmw)}`)
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const car = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Car')
  expect(car).toMatchObject({
    dateVehicleFirstRegistered: bmwDetails.firstRegistration,
    vehicleEngine: {
      '@type': 'EngineSpecification',
      engineDisplacement: { value: 1995, unitCode: 'CMQ' },
      enginePower: { value: 140, unitCode: 'KWT' },
    },
    fuelConsumption: { value: 5.1, unitText: 'L/100 km' },
    emissionsCO2: 134,
    numberOfPreviousOwners: 1,
    vehicleSeatingCapacity: 5,
    numberOfDoors: 5,
    weight: { value: 1670, unitCode: 'KGM' },
    offers: { priceSpecification: { valueAddedTaxIncluded: true } },
  })
  expect(blocks.join('')).not.toContain(bmwDetails.vin!)
})

test('cards show the Euro class, the owners of a used car and suitability for new drivers', async ({ page }) => {
  await page.goto('/annunci')
  const card = (name: string) => page.locator('.car-card').filter({ hasText: name })
  await expect(card(bmw.name).locator('.car-card__chip')).toHaveText(['Euro 6d', '1 proprietario'])
  const audi = demoCar('Audi A3')
  await expect(card(audi.name).locator('.car-card__chip')).toHaveText(['Euro 6e', 'Neopatentati'])
})

test('the three filters narrow the list and are written to the address', async ({ page }) => {
  await page.goto('/annunci')
  const panel = page.getByRole('region', { name: 'Filtri' })

  await panel.getByLabel('Adatta a neopatentati').check()
  await expect(page).toHaveURL(/\/annunci\?newDrivers=1$/)
  await expect.poll(() => demoNamesShown(page)).toEqual(expectedNames(suitable))

  await panel.getByLabel('Adatta a neopatentati').uncheck()
  await panel.getByLabel('Classe Euro (minima)').selectOption('euro6d')
  await expect(page).toHaveURL(/\/annunci\?minEuroClass=euro6d$/)
  await expect.poll(() => demoNamesShown(page)).toEqual(expectedNames(atLeastEuro6d))

  await panel.getByLabel('IVA esposta').check()
  await expect(page).toHaveURL(/\/annunci\?minEuroClass=euro6d&vatShown=1$/)
  await expect.poll(() => demoNamesShown(page)).toEqual(expectedNames((car) => atLeastEuro6d(car) && vatShown(car)))
  expect(expectedNames((car) => atLeastEuro6d(car) && vatShown(car)).length).toBeGreaterThan(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filters work as a plain form and from the address, rendered on the server', async ({ page }) => {
    await page.goto('/annunci')
    const panel = page.getByRole('region', { name: 'Filtri' })
    await panel.getByLabel('Adatta a neopatentati').check()
    await panel.getByRole('button', { name: 'Mostra risultati' }).click()
    await expect(page).toHaveURL(/\/annunci\?newDrivers=1$/)
    expect(await demoNamesShown(page)).toEqual(expectedNames(suitable))
    await expect(page.getByRole('region', { name: 'Filtri' }).getByLabel('Adatta a neopatentati')).toBeChecked()

    await page.goto('/annunci?minEuroClass=euro6d&vatShown=1')
    expect(await demoNamesShown(page)).toEqual(expectedNames((car) => atLeastEuro6d(car) && vatShown(car)))
    await expect(page.getByRole('region', { name: 'Filtri' }).getByLabel('Classe Euro (minima)')).toHaveValue('euro6d')
  })
})

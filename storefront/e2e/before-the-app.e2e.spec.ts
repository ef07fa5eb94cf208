import { estimateFinance } from '@autosalone/domain/leads/finance'
import { openBeforeTheApp } from './support/app-scripts'
import { demoCar, expect, slugOf, test } from './support/public-test'

/*
 * A visitor on a slow phone network uses the server's page while the app's scripts are still on
 * their way; once the app runs, nothing they typed, chose, ticked or opened is lost, and what
 * they asked for is done.
 */

const car = demoCar('BMW Serie 3')
const carPath = `/auto/${slugOf(car)}`
/** The settings' default rates (decision 016). */
const rates = { tan: 6.95, setupFee: 300, instalmentFee: 3 }
const euros = (amount: number) => new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2 }).format(amount)

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('home: the menu and the language list tapped before the app open once it runs', async ({ page }) => {
    const startApp = await openBeforeTheApp(page, '/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await startApp()
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(
      page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Annunci' }),
    ).toBeVisible()

    await page.getByRole('button', { name: /LANGUAGE/ }).click()
    await expect(page.getByRole('link', { name: 'English' })).toBeVisible()
  })

  test("inventory: 'Filtri' tapped and a sort chosen before the app are applied once it runs", async ({ page }) => {
    const startApp = await openBeforeTheApp(page, '/annunci')
    await page.getByLabel('Ordina per').selectOption('price-asc')
    await page.getByRole('button', { name: 'Filtri' }).click()
    await startApp()
    await expect(page.getByRole('button', { name: 'Filtri' })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: 'Filtri' }).getByLabel('Marca')).toBeVisible()
    await expect(page).toHaveURL(/\/annunci\?sort=price-asc$/)
    await expect(page.getByLabel('Ordina per')).toHaveValue('price-asc')
    // The cards follow once the app has fetched the sorted page: cheapest first.
    await expect
      .poll(async () => {
        const prices = await page
          .locator('.car-card')
          .evaluateAll((cards) =>
            cards.map((card) => Number(card.querySelector('.car-card__price')?.textContent?.replace(/\D/g, '') || NaN)),
          )
        const onSale = prices.filter((price) => !Number.isNaN(price))
        return onSale.length > 1 && onSale.every((price, index) => index === 0 || onSale[index - 1] <= price)
      })
      .toBe(true)
  })

  test('car page: the gallery moved on before the app stays on that photo', async ({ page }) => {
    const startApp = await openBeforeTheApp(page, carPath)
    const gallery = page.getByRole('region', { name: `Foto di ${car.name}` })
    await gallery.getByRole('button', { name: 'Foto successiva' }).click()
    await gallery.getByRole('button', { name: 'Foto successiva' }).click()
    await startApp()
    await expect(gallery.locator('.gallery__counter')).toHaveText(/^Foto 3 di \d+$/)
  })
})

test('home: a make and a category chosen in the search before the app are kept and searched', async ({ page }) => {
  const startApp = await openBeforeTheApp(page, '/')
  const search = page.getByRole('region', { name: 'Cerca la tua auto' })
  await search.getByLabel('Marca').selectOption('BMW')
  await search.getByLabel('Categoria').selectOption('suv')
  await startApp()
  await expect(search.getByLabel('Marca')).toHaveValue('BMW')
  await expect(search.getByLabel('Categoria')).toHaveValue('suv')
  // The make reached the app: its models are offered.
  await expect(search.getByLabel('Modello')).toBeEnabled()
  await search.getByLabel('Modello').selectOption('iX1')
  await search.getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(/\/annunci\?brand=BMW&model=iX1&category=suv$/)
  await expect(page.locator('.inventory__count')).toHaveText('1 auto trovata')
})

test('inventory: a make, a tick and a price bound set before the app are applied once it runs', async ({ page }) => {
  const startApp = await openBeforeTheApp(page, '/annunci')
  const panel = page.getByRole('region', { name: 'Filtri' })
  await panel.getByLabel('Marca').selectOption('Porsche')
  await panel.getByLabel('Prezzo massimo (€)').fill('100000')
  await startApp()
  await expect(page).toHaveURL(/\/annunci\?brand=Porsche&maxPrice=100000$/)
  await expect(page.locator('.inventory__count')).toHaveText('1 auto trovata')
  await expect(page.locator('.car-card__name')).toHaveText(['Porsche Macan 4 Electric'])
  await expect(panel.getByLabel('Modello')).toBeEnabled()
  await expect(panel.getByLabel('Marca')).toHaveValue('Porsche')
  await expect(panel.getByLabel('Prezzo massimo (€)')).toHaveValue('100000')
})

test('inventory: a box ticked before the app is applied once it runs', async ({ page }) => {
  const startApp = await openBeforeTheApp(page, '/annunci')
  const panel = page.getByRole('region', { name: 'Filtri' })
  await panel.getByRole('checkbox', { name: 'Adatta a neopatentati' }).check()
  await startApp()
  await expect(page).toHaveURL(/\/annunci\?newDrivers=1$/)
  await expect(panel.getByRole('checkbox', { name: 'Adatta a neopatentati' })).toBeChecked()
  await expect(page.getByRole('status').filter({ hasText: 'Caricamento...' })).toHaveCount(0)
  await expect(panel.getByText('1 filtro attivo')).toBeVisible()
})

test('car page: the test-drive day and time, the finance figures and the message typed before the app are kept', async ({
  page,
}) => {
  const startApp = await openBeforeTheApp(page, carPath)
  const info = page.getByRole('form', { name: 'Richiedi informazioni' })
  await info.getByLabel('Nome e cognome').fill('Giulia Bianchi')
  await info.getByLabel(/Messaggio/).fill('È ancora disponibile?')

  await page.getByText('Prenota un test drive', { exact: true }).first().click()
  const testDrive = page.getByRole('form', { name: 'Prenota un test drive' })
  const [day] = await testDrive.getByLabel(/^Giorno/).selectOption({ index: 2 })
  await testDrive.getByLabel(/^Orario/).selectOption('10:00')
  await testDrive.getByRole('radio', { name: 'WhatsApp' }).check()

  await page.getByText('Calcola la rata', { exact: true }).first().click()
  const calculator = page.getByRole('form', { name: 'Calcola la rata' })
  await calculator.getByLabel('Anticipo (€)').fill('10000')
  await calculator.getByLabel('Durata (mesi)').selectOption('36')
  await startApp()

  await expect(info.getByLabel('Nome e cognome')).toHaveValue('Giulia Bianchi')
  await expect(info.getByLabel(/Messaggio/)).toHaveValue('È ancora disponibile?')
  await expect(testDrive.getByLabel(/^Giorno/)).toHaveValue(day)
  await expect(testDrive.getByLabel(/^Orario/)).toHaveValue('10:00')
  await expect(testDrive.getByRole('radio', { name: 'WhatsApp' })).toBeChecked()

  // The estimate is the visitor's, and stays so when they change the months afterwards.
  const estimate = (months: number) => estimateFinance({ price: car.price, downPayment: 10_000, months }, rates)!
  const figures = page.locator('.finance-figures').first()
  await expect(figures).toContainText(euros(estimate(36).monthlyInstalment))
  await calculator.getByLabel('Durata (mesi)').selectOption('48')
  await expect(calculator.getByLabel('Anticipo (€)')).toHaveValue('10000')
  await expect(figures).toContainText(euros(estimate(48).monthlyInstalment))
  const request = page.getByRole('form', { name: 'Richiedi il finanziamento' })
  await expect(request.locator('input[name="downPayment"]')).toHaveValue('10000')
  await expect(request.locator('input[name="months"]')).toHaveValue('48')
})

test("car page: 'Calcola' pressed before the app works as without it", async ({ page }) => {
  const startApp = await openBeforeTheApp(page, carPath)
  await page.getByText('Calcola la rata', { exact: true }).first().click()
  const calculator = page.getByRole('form', { name: 'Calcola la rata' })
  await calculator.getByLabel('Anticipo (€)').fill('8000')
  await calculator.getByRole('button', { name: 'Calcola' }).click()
  await expect(page).toHaveURL(/anticipo=8000/)
  await startApp()
  await expect(calculator.getByLabel('Anticipo (€)')).toHaveValue('8000')
  const estimate = estimateFinance({ price: car.price, downPayment: 8_000, months: 60 }, rates)!
  await expect(page.locator('.finance-figures').first()).toContainText(euros(estimate.monthlyInstalment))
})

test('services: the valuation and finance forms filled before the app are kept', async ({ page }) => {
  let startApp = await openBeforeTheApp(page, '/servizi/valutazione-auto')
  const valuation = page.getByRole('form', { name: 'Richiedi la valutazione della tua auto' })
  await valuation.getByLabel(/^Marca/).fill('Fiat')
  await valuation.getByLabel(/^Anno di immatricolazione/).fill('2015')
  await valuation.getByLabel(/^Alimentazione/).selectOption('gpl')
  await valuation.getByRole('checkbox', { name: /offerte/ }).check()
  await startApp()
  await expect(valuation.getByLabel(/^Marca/)).toHaveValue('Fiat')
  await expect(valuation.getByLabel(/^Anno di immatricolazione/)).toHaveValue('2015')
  await expect(valuation.getByLabel(/^Alimentazione/)).toHaveValue('gpl')
  await expect(valuation.getByRole('checkbox', { name: /offerte/ })).toBeChecked()

  startApp = await openBeforeTheApp(page, '/servizi/finanziamenti')
  const calculator = page.getByRole('form', { name: 'Calcola la rata' })
  await calculator.getByLabel('Anticipo (€)').fill('5000')
  await calculator.getByLabel('Durata (mesi)').selectOption('36')
  await startApp()
  const estimate = estimateFinance({ price: 15_000, downPayment: 5_000, months: 36 }, rates)!
  await expect(page.locator('.finance-figures').first()).toContainText(euros(estimate.monthlyInstalment))
})

test('contact: the form filled before the app is kept', async ({ page }) => {
  const startApp = await openBeforeTheApp(page, '/contatti')
  const form = page.getByRole('form', { name: 'Scrivici' })
  await form.getByLabel('Nome e cognome').fill('Marco Verdi')
  await form.getByRole('textbox', { name: 'E-mail' }).fill('marco@example.com')
  await form.getByRole('radio', { name: 'E-mail' }).check()
  await form.getByLabel(/Messaggio/).fill('Mi richiamate domani?')
  await form.getByRole('checkbox', { name: /informativa sulla privacy/ }).check()
  await startApp()
  await expect(form.getByLabel('Nome e cognome')).toHaveValue('Marco Verdi')
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('marco@example.com')
  await expect(form.getByRole('radio', { name: 'E-mail' })).toBeChecked()
  await expect(form.getByLabel(/Messaggio/)).toHaveValue('Mi richiamate domani?')
  await expect(form.getByRole('checkbox', { name: /informativa sulla privacy/ })).toBeChecked()
})

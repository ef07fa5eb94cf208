import { adminCar, expect, signInQuickly, test, toastWith, saveNewCar } from './admin-support'

const required = 'Obbligatorio per pubblicare un’auto nuova o km 0'

test.beforeEach(async ({ page }) => {
  await signInQuickly(page)
  await page.goto('/admin/new')
  await expect(page.getByRole('heading', { name: 'Aggiungi Nuova Auto' })).toBeVisible()
})

test('a new car is not saved without consumption and CO₂; with them its data reaches the site', async ({ page }) => {
  await page.getByLabel('Marca').fill('Fiat')
  await page.getByLabel('Modello').fill('Grande Panda')
  await page.getByLabel('Nome Completo').fill('Fiat Grande Panda Hybrid e2e')
  await page.getByLabel('Prezzo (€)').fill('18.900')
  await page.getByLabel('Potenza (CV)').fill('110')
  await page.getByLabel('Condizione').selectOption('nuova')
  const emissions = page.getByRole('region', { name: 'Consumi ed Emissioni' })
  await expect(emissions.getByText('Obbligatori per pubblicare un’auto nuova o km 0.')).toBeVisible()

  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(emissions.getByText(required)).toHaveCount(2)
  await expect(toastWith(page, 'Correggi i campi evidenziati e riprova.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/new$/)

  await emissions.getByLabel('Classe Euro').selectOption('euro6e')
  await emissions.getByLabel('Consumo combinato (l/100 km)').fill('5,3')
  await emissions.getByLabel('Emissioni CO₂ (g/km)').fill('120')
  await emissions.getByLabel('Cilindrata (cm³)').fill('1.199')
  await emissions.getByLabel('Porte').fill('5')
  await emissions.getByLabel('Posti').fill('5')
  // 110 CV = 80.9 kW over 1,350 kg is 59.9 kW/t: a new driver may drive it.
  await expect(emissions.getByText('Inserisci potenza e massa a vuoto')).toBeVisible()
  await emissions.getByLabel('Massa a vuoto (kg)').fill('1350')
  await expect(emissions.getByText('Adatta a neopatentati (calcolato da potenza e massa a vuoto)')).toBeVisible()

  const papers = page.getByRole('region', { name: 'Immatricolazione e Documenti' })
  await papers.getByLabel('Garanzia (mesi)').fill('24')
  await papers.getByLabel('Regime IVA').selectOption('esposta')
  await papers.getByLabel('Telaio (VIN)').fill('zfa3120000j734512')
  await expect(papers.getByText('Targa e telaio sono visibili solo a te, mai sul sito.')).toBeVisible()

  const savedId = await saveNewCar(page)
  await expect(toastWith(page, 'Auto creata con successo!')).toBeVisible()
  const saved = await adminCar(page.request, savedId)
  expect(saved).toMatchObject({
    condition: 'nuova',
    euroClass: 'euro6e',
    consumption: 5.3,
    co2: 120,
    displacement: 1199,
    doors: 5,
    seats: 5,
    kerbWeight: 1350,
    warrantyMonths: 24,
    vatRegime: 'esposta',
    vin: 'ZFA3120000J734512',
    newDriverSuitable: true,
  })

  // Opened again, the form shows what was saved.
  await page.goto(`/admin/edit/${saved.id}`)
  await expect(page.getByLabel('Consumo combinato (l/100 km)')).toHaveValue('5.3')
  await expect(page.getByLabel('Telaio (VIN)')).toHaveValue('ZFA3120000J734512')
  await expect(page.getByLabel('Regime IVA')).toHaveValue('esposta')

  await page.goto(`/auto/${String(saved.slug)}`)
  const specs = page.getByRole('region', { name: 'Dati tecnici' })
  await expect(specs.getByText('5,3 l/100 km')).toBeVisible()
  await expect(specs.getByText('Euro 6e')).toBeVisible()
  await expect(page.locator('.car-detail__vat')).toHaveText('IVA esposta')
  expect(await page.content()).not.toContain('ZFA3120000J734512')
  expect((await page.request.delete(`/api/admin/cars/${saved.id}`)).status()).toBe(200)
})

test('an electric car asks for kWh and range; wrong registration, plate and VIN are refused on the field', async ({
  page,
}) => {
  await page.getByLabel('Carburante').selectOption('elettrica')
  const emissions = page.getByRole('region', { name: 'Consumi ed Emissioni' })
  await expect(emissions.getByLabel('Consumo combinato (kWh/100 km)')).toBeVisible()
  await expect(emissions.getByLabel('Autonomia (km)')).toBeVisible()
  await expect(emissions.getByLabel('Cilindrata (cm³)')).toHaveCount(0)

  await page.getByLabel('Marca').fill('Fiat')
  await page.getByLabel('Modello').fill('500e')
  await page.getByLabel('Nome Completo').fill('Fiat 500e e2e dati errati')
  await page.getByLabel('Prezzo (€)').fill('24.900')
  const papers = page.getByRole('region', { name: 'Immatricolazione e Documenti' })
  const nextYear = new Date().getFullYear() + 1
  await papers.getByLabel('Prima immatricolazione').fill(`${nextYear}-01`)
  await papers.getByLabel('Targa').fill('AB*12')
  await papers.getByLabel('Telaio (VIN)').fill('ZFA31200000I34512')
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()

  await expect(papers.getByText('Non può essere nel futuro')).toBeVisible()
  await expect(papers.getByText('Solo lettere e cifre, al massimo 10')).toBeVisible()
  await expect(papers.getByText('17 caratteri, lettere e cifre senza I, O e Q')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/new$/)
})

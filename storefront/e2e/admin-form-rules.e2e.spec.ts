import fs from 'node:fs'
import { adminCar, expect, photoPicker, signInQuickly, test, toastWith, saveNewCar } from './admin-support'

const thisYear = String(new Date().getFullYear())

test.beforeEach(async ({ page }) => {
  await signInQuickly(page)
  await page.goto('/admin/new')
  await expect(page.getByRole('heading', { name: 'Aggiungi Nuova Auto' })).toBeVisible()
})

test('a new car starts from the defaults of the specification', async ({ page }) => {
  await expect(page.getByLabel('Anno')).toHaveValue(thisYear)
  for (const label of ['Prezzo (€)', 'Chilometraggio', 'Potenza (CV)'])
    await expect(page.getByLabel(label)).toHaveValue('')
  await expect(page.getByLabel('Carburante')).toHaveValue('benzina')
  await expect(page.getByLabel('Trasmissione')).toHaveValue('manuale')
  await expect(page.getByLabel('Categoria')).toHaveValue('berlina')
  await expect(page.getByRole('textbox', { name: /^Caratteristica \d/ })).toHaveCount(1)
  await expect(page.getByRole('textbox', { name: /^Colore \d/ })).toHaveCount(1)
  await expect(page.getByRole('radio', { name: 'Disponibile' })).toBeChecked()
  await expect(page.getByText('Foto di questa Auto (0)')).toBeVisible()
  await expect(page.getByText('Usa il caricatore qui sopra per aggiungere foto')).toBeVisible()
})

test('saving without the required fields says which are missing', async ({ page }) => {
  await page.getByLabel('Marca').fill('Lancia')
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()

  await expect(toastWith(page, 'Campi mancanti')).toBeVisible()
  await expect(toastWith(page, 'Per favore compila tutti i campi obbligatori prima di salvare.')).toBeVisible()
  await expect(page.getByText('Campo obbligatorio')).toHaveCount(3)
  await expect(page).toHaveURL(/\/admin\/new$/)
})

test('numbers are read as whole numbers, empty rows dropped, the video reduced to its id', async ({ page }) => {
  await page.getByLabel('Marca').fill('Lancia')
  await page.getByLabel('Modello').fill('Ypsilon')
  await page.getByLabel('Nome Completo').fill('Lancia Ypsilon e2e regole')
  await page.getByLabel('Anno').fill('non so')
  await page.getByLabel('Prezzo (€)').fill('18.750')
  await page.getByLabel('Chilometraggio').fill('45.000 km')
  await page.getByLabel('Potenza (CV)').fill('101 CV')

  // Enter in a feature row opens the next one; an empty or blank row is not saved.
  const feature = (number: number) => page.getByRole('textbox', { name: `Caratteristica ${number}`, exact: true })
  await feature(1).fill('Clima automatico')
  await feature(1).press('Enter')
  await feature(2).fill('   ')
  await page.getByRole('button', { name: '+ Aggiungi Caratteristica', exact: true }).click()
  await feature(3).fill('Cerchi in lega')
  await page.getByRole('button', { name: 'Aggiungi Colore' }).click()
  await page.getByRole('textbox', { name: 'Colore 2' }).fill('Blu Elefantino')

  const video = page.getByLabel('Link o ID del video')
  await video.fill('https://vimeo.com/12345')
  await expect(page.getByText(/ID estratto/)).toHaveCount(0)
  await video.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')
  await expect(page.getByText('ID estratto: dQw4w9WgXcQ')).toBeVisible()

  // Enter elsewhere does not save a half-typed car.
  await page.getByLabel('Modello').press('Enter')
  await expect(toastWith(page, "Usa il pulsante 'Salva Modifiche' per salvare i dati.")).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/new$/)

  const savedId = await saveNewCar(page)
  await expect(toastWith(page, 'Auto creata con successo!')).toBeVisible()
  const saved = await adminCar(page.request, savedId)
  expect(saved).toMatchObject({
    year: Number(thisYear),
    price: 18750,
    mileage: 45000,
    power: 101,
    features: ['Clima automatico', 'Cerchi in lega'],
    colors: ['Blu Elefantino'],
    youtubeVideoId: 'dQw4w9WgXcQ',
  })
  expect((await page.request.delete(`/api/admin/cars/${saved.id}`)).status()).toBe(200)
})

test('a YouTube link that is not one is refused on the field', async ({ page }) => {
  await page.getByLabel('Marca').fill('Lancia')
  await page.getByLabel('Modello').fill('Delta')
  await page.getByLabel('Nome Completo').fill('Lancia Delta e2e video')
  await page.getByLabel('Prezzo (€)').fill('9000')
  await page.getByLabel('Link o ID del video').fill('https://vimeo.com/12345')
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()

  await expect(
    page.getByText('Link YouTube non valido: incolla il link del video o il suo ID di 11 caratteri'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/new$/)
})

test('files over 50 MB and files that are not images are refused before upload', async ({ page }, testInfo) => {
  const huge = testInfo.outputPath('enorme.jpg')
  fs.writeFileSync(huge, '')
  fs.truncateSync(huge, 50 * 1024 * 1024 + 1)
  await photoPicker(page).setInputFiles(huge)
  await expect(toastWith(page, 'File troppo grande')).toBeVisible()
  await expect(toastWith(page, 'enorme.jpg è troppo grande (max 50MB)')).toBeVisible()

  await photoPicker(page).setInputFiles({
    name: 'listino.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  })
  await expect(toastWith(page, 'Seleziona file immagine validi')).toBeVisible()
  await expect(page.getByText('Foto di questa Auto (0)')).toBeVisible()
  await expect(page.locator('.uploader__file')).toHaveCount(0)
})

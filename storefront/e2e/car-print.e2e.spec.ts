import { demoCars } from '@autosalone/cms/seed/demo-cars'

import { pdfImageCount, readPdf, squeezed } from './support/pdf'
import { demoCar, expect, slugOf, test } from './support/public-test'

// The cookie banner on screen, as a first visitor has it: it must stay off the sheet.
test.use({ viewport: { width: 1366, height: 900 }, cookieBannerAnswered: false })

const contentLength = (car: (typeof demoCars)[number]) => car.description.length + car.features.join('').length
const wordiest = [...demoCars].sort((a, b) => contentLength(b) - contentLength(a))[0]
const sold = demoCars.find((car) => car.status === 'venduta')

/** Words of the screen-only parts: banner, floating buttons, menu, forms, sharing, footer links. */
const screenOnly = [
  'Rispettiamo la tua privacy',
  'Accetta tutti',
  'Contattaci su WhatsApp',
  'Chiama ora',
  'Scrivi su WhatsApp',
  'Condividi',
  'Richiedi informazioni',
  'Prenota un test drive',
  'Calcola la rata',
  'Navigazione',
  'Informativa sulla privacy',
  'Torna al parco auto',
]

test('a car page prints on one A4 sheet: photo, name, price, data and contacts, without banner, buttons or forms', async ({
  page,
}) => {
  const bmw = demoCar('BMW Serie 3')
  await page.goto(`/auto/${slugOf(bmw)}`)
  await expect(page.getByRole('heading', { name: 'Rispettiamo la tua privacy' })).toBeVisible()
  await expect(page.locator('.gallery__stage img')).toHaveJSProperty('complete', true)
  const settings = (await (await page.request.get('/api/globals/site-settings?depth=0')).json()) as {
    phone: string
    email: string
  }

  const pdf = await page.pdf({ format: 'A4', printBackground: true })
  const pages = readPdf(pdf)
  expect(pages).toHaveLength(1)
  // The photo is on the sheet as an image (the logo is a vector drawing).
  expect(pdfImageCount(pdf)).toBeGreaterThanOrEqual(1)
  const text = squeezed(pages[0].text)
  for (const shown of [
    bmw.name,
    '€ 32.900',
    '68.400 km',
    'Dati tecnici',
    'Emissioni CO₂',
    settings.phone,
    settings.email,
  ])
    expect(text).toContain(squeezed(shown))
  for (const hidden of screenOnly) expect(text, hidden).not.toContain(squeezed(hidden))
})

test('the wordiest car and a sold one print on one sheet too', async ({ page }) => {
  for (const car of [wordiest, sold]) {
    if (!car) continue
    await page.goto(`/auto/${slugOf(car)}`)
    await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible()
    const pages = readPdf(await page.pdf({ format: 'A4', printBackground: true }))
    expect(pages, car.name).toHaveLength(1)
    expect(squeezed(pages[0].text)).toContain(squeezed(car.name))
  }
})

import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import sharp from 'sharp'

import { expect, generatedPhoto, signInQuickly, test } from './admin-support'
import { pdfImageCount, readPdf, squeezed } from './support/pdf'

test.use({ viewport: { width: 1366, height: 900 } })

/** A used car with a photo and the law's figures, made through the API. */
async function stickerCar(page: Page, name: string, figures: Record<string, unknown>) {
  const photo = await generatedPhoto(`${name}.jpg`, { r: 30, g: 90, b: 160 })
  const uploaded = await page.request.post('/api/admin/media/upload', {
    multipart: { file: { name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer } },
  })
  expect(uploaded.status()).toBe(201)
  const { id: photoId } = (await uploaded.json()) as { id: number }
  const created = await page.request.post('/api/admin/cars', {
    data: {
      brand: 'Fiat',
      model: 'Tipo',
      name,
      year: 2021,
      price: 15900,
      mileage: 45000,
      fuel: 'diesel',
      power: 130,
      selectedMediaIds: [photoId],
      ...figures,
    },
  })
  expect(created.status()).toBe(201)
  return (await created.json()) as { id: number; slug: string }
}

/** The QR code as the printer gets it, read back as a phone would. */
async function readQrCode(page: Page, code: Locator): Promise<string | null> {
  await page.emulateMedia({ media: 'print' })
  const png = await code.screenshot()
  await page.emulateMedia({ media: null })
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

/** Waits for the sticker's photo and QR code to be drawn, so the printout has them. */
async function stickerReady(page: Page) {
  const sticker = page.getByRole('article', { name: 'Anteprima del cartello' })
  for (const image of [
    sticker.getByRole('img', { name: 'QR code della pagina dell’auto' }),
    sticker.locator('.sticker__photo'),
  ])
    await expect(image).toHaveJSProperty('complete', true)
  await expect
    .poll(() => sticker.locator('.sticker__photo').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  return sticker
}

test('the window sticker prints on one A4 page, or one A5, with a QR code to the car’s page', async ({
  page,
  baseURL,
}) => {
  await signInQuickly(page)
  const car = await stickerCar(page, 'Fiat Tipo Cartello', { co2: 142, consumption: 5.4, euroClass: 'euro6d' })
  const carUrl = new URL(`/auto/${car.slug}`, baseURL).href

  await page.goto(`/admin/edit/${car.id}`)
  await page.getByRole('link', { name: 'Stampa cartello' }).click()
  await expect(page.getByRole('heading', { name: 'Cartello', exact: true })).toBeVisible({ timeout: 60_000 })
  const sticker = await stickerReady(page)
  await expect(sticker).toContainText('Fiat Tipo Cartello')
  await expect(sticker).toContainText('€ 15.900')
  await expect(sticker).toContainText('45.000 km')
  await expect(sticker).toContainText('5,4 l/100 km')
  await expect(page.getByRole('note')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Stampa' })).toBeEnabled()

  expect(await readQrCode(page, sticker.getByRole('img', { name: 'QR code della pagina dell’auto' }))).toBe(carUrl)

  const settings = (await (await page.request.get('/api/globals/site-settings?depth=0')).json()) as {
    phone: string
    email: string
  }
  await page.emulateMedia({ media: 'print' })
  const a4Pdf = await page.pdf({ format: 'A4', printBackground: true })
  const a4 = readPdf(a4Pdf)
  expect(a4).toHaveLength(1)
  // The photo is printed as an image; the QR code is a vector drawing.
  expect(pdfImageCount(a4Pdf)).toBe(1)
  const text = squeezed(a4[0].text)
  for (const shown of [
    'Fiat Tipo Cartello',
    '€ 15.900',
    'Emissioni CO₂',
    '142 g/km',
    'Euro 6d',
    settings.phone,
    settings.email,
  ])
    expect(text).toContain(squeezed(shown))
  // Only the sticker is printed: not the panel's bar nor its controls.
  for (const chrome of ['Torna all’auto', 'Formato', 'Nella finestra di stampa'])
    expect(text).not.toContain(squeezed(chrome))
  // The sheet's own size is A4 when the printer follows the page (as the browser's dialog does).
  const ownSize = readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }))
  expect(ownSize.map(({ width, height }) => [width, height])).toEqual([[595, 842]])
  await page.emulateMedia({ media: null })

  await page.getByLabel('A5').check()
  await expect(sticker).toHaveClass(/sticker--a5/)
  expect(await readQrCode(page, sticker.getByRole('img', { name: 'QR code della pagina dell’auto' }))).toBe(carUrl)
  await page.emulateMedia({ media: 'print' })
  const a5 = readPdf(await page.pdf({ format: 'A5', printBackground: true }))
  expect(a5).toHaveLength(1)
  for (const shown of ['Fiat Tipo Cartello', '€ 15.900', '142 g/km'])
    expect(squeezed(a5[0].text)).toContain(squeezed(shown))
  const a5Size = readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }))
  expect(a5Size.map(({ width, height }) => [width, height])).toEqual([[420, 595]])
})

test('a sticker says which figures the law asks for are missing, instead of printing an empty label', async ({
  page,
}) => {
  await signInQuickly(page)
  const car = await stickerCar(page, 'Fiat Tipo Senza CO2', { euroClass: 'euro6' })
  await page.goto(`/admin/edit/${car.id}/cartello`)
  const sticker = await stickerReady(page)
  const row = (label: string) =>
    sticker.locator('.sticker__row').filter({ has: page.getByText(label, { exact: true }) })
  await expect(row('Emissioni CO₂')).toContainText('Dato non disponibile')
  await expect(row('Consumo combinato')).toContainText('Dato non disponibile')
  await expect(row('Classe Euro')).toContainText('Euro 6')
  await expect(page.getByRole('note')).toContainText(
    'Sul cartello manca un dato che la legge chiede di esporre: Consumo combinato, Emissioni CO₂.',
  )
  await page.getByRole('link', { name: 'Completa la scheda dell’auto' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/edit/${car.id}$`))
})

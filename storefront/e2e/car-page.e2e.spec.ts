import type { Page } from '@playwright/test'

import { demoCar, expect, signInAsAdmin, slugOf, test } from './support/public-test'

const bmw = demoCar('BMW Serie 3')
const bmwPath = `/auto/${slugOf(bmw)}`

const mainPhoto = (page: Page) => page.locator('.gallery__stage img')

test('shows name, price, description, features and the technical list with kW and CV', async ({ page }) => {
  await page.goto(bmwPath)
  await expect(page.getByRole('heading', { level: 1, name: bmw.name })).toBeVisible()
  await expect(page.locator('.car-detail__price')).toHaveText('Prezzo: € 32.900')
  await expect(page.getByText(bmw.description)).toBeVisible()
  for (const feature of bmw.features)
    await expect(page.getByRole('listitem').filter({ hasText: feature }).first()).toBeVisible()

  const specs = page.getByRole('region', { name: 'Dati tecnici' })
  const row = (label: string) =>
    specs.locator('.car-specs__row').filter({ has: page.getByText(label, { exact: true }) })
  await expect(row('Marca')).toContainText('BMW')
  await expect(row('Modello')).toContainText(bmw.model)
  await expect(row('Anno')).toContainText(String(bmw.year))
  await expect(row('Chilometraggio')).toContainText('68.400 km')
  await expect(row('Carburante')).toContainText('Diesel')
  await expect(row('Trasmissione')).toContainText('Automatica')
  // 190 CV × 0.7355 = 139.7 kW
  await expect(row('Potenza')).toContainText('140 kW (190 CV)')
  await expect(row('Colore')).toContainText(bmw.colors[0])
  await expect(page.getByRole('link', { name: '← Torna al parco auto' })).toHaveAttribute('href', '/#parco-auto')
})

test('the English page writes price and km the English way, and the power in kW and hp', async ({ page }) => {
  await page.goto(`${bmwPath}?lang=en`)
  await expect(page.locator('.car-detail__price')).toHaveText('Price: €32,900')
  const specs = page.getByRole('region', { name: 'Specifications' })
  await expect(specs).toContainText('68,400 km')
  await expect(specs).toContainText('140 kW (190 hp)')
  await expect(specs).toContainText('Automatic')
})

test('call and WhatsApp buttons; the message names the car', async ({ page }) => {
  await page.goto(bmwPath)
  await expect(page.getByRole('link', { name: 'Chiama ora' })).toHaveAttribute('href', 'tel:+390523000000')
  const whatsapp = page.getByRole('link', { name: 'Scrivi su WhatsApp' })
  await expect(whatsapp).toHaveAttribute('target', '_blank')
  const href = new URL((await whatsapp.getAttribute('href'))!)
  expect(href.origin + href.pathname).toBe('https://wa.me/390000000000')
  const message = href.searchParams.get('text')!
  expect(message).toContain(bmw.name)
  expect(message).toContain('€ 32.900')
  expect(message).toContain(bmwPath)
})

test('the floating WhatsApp button asks about the car too, in the page’s language', async ({ page }) => {
  const chatText = async (name: string) => {
    const href = await page.getByRole('link', { name, exact: true }).getAttribute('href')
    return new URL(href!).searchParams.get('text')
  }
  await page.goto(bmwPath)
  await expect(
    page.getByRole('complementary', { name: 'Contatti rapidi' }).getByRole('link', { name: 'Contattaci su WhatsApp' }),
  ).toBeVisible()
  const message = await chatText('Contattaci su WhatsApp')
  expect(message).toBe(await chatText('Scrivi su WhatsApp'))
  expect(message).toContain(bmw.name)

  await page.goto(`${bmwPath}?lang=en`)
  const english = (await chatText('Contact us on WhatsApp'))!
  expect(english).toBe(await chatText('Message us on WhatsApp'))
  expect(english).toContain(bmw.name)
  expect(english).toContain('€32,900')

  // Off the car page it goes back to the general question about the services.
  await page.getByRole('link', { name: '← Back to our cars' }).click()
  await expect(page).toHaveURL(/\/#parco-auto$/)
  await expect
    .poll(() => chatText('Contact us on WhatsApp'))
    .toBe('Hello, I would like more information about your services.')
})

test('the gallery switches photos by thumbnail, arrows, keyboard and swipe', async ({ page }) => {
  await page.goto(bmwPath)
  const counter = page.locator('.gallery__counter')
  await expect(counter).toContainText(`Foto 1 di ${bmw.photoCount}`)
  const first = await mainPhoto(page).getAttribute('src')

  await page.getByRole('button', { name: 'Mostra foto 3' }).click()
  await expect(counter).toContainText(`Foto 3 di ${bmw.photoCount}`)
  await expect(page.getByRole('button', { name: 'Mostra foto 3' })).toHaveAttribute('aria-current', 'true')
  await expect(mainPhoto(page)).not.toHaveAttribute('src', first!)

  await page.getByRole('button', { name: 'Foto successiva' }).click()
  await expect(counter).toContainText(`Foto 4 di ${bmw.photoCount}`)
  await page.getByRole('button', { name: 'Foto precedente' }).click()
  await expect(counter).toContainText(`Foto 3 di ${bmw.photoCount}`)

  await page.getByRole('region', { name: `Foto di ${bmw.name}` }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(counter).toContainText(`Foto 4 di ${bmw.photoCount}`)
  await page.keyboard.press('Home')
  await expect(counter).toContainText(`Foto 1 di ${bmw.photoCount}`)
  await page.keyboard.press('ArrowLeft')
  await expect(counter).toContainText(`Foto ${bmw.photoCount} di ${bmw.photoCount}`)

  const stage = await page.locator('.gallery__stage').boundingBox()
  const y = stage!.y + stage!.height / 2
  await page.mouse.move(stage!.x + stage!.width * 0.8, y)
  await page.mouse.down()
  await page.mouse.move(stage!.x + stage!.width * 0.2, y, { steps: 5 })
  await page.mouse.up()
  await expect(counter).toContainText(`Foto 1 di ${bmw.photoCount}`)
})

test('the gallery starts on the light photos and switches to full quality on the first click, for good', async ({
  page,
}) => {
  await page.goto(bmwPath)
  await expect(mainPhoto(page)).toHaveAttribute('src', /-800x\d+\.webp$/)

  const imagesCall = page.waitForRequest((request) => /\/api\/cars\/\d+\/images$/.test(request.url()))
  await page.getByRole('button', { name: 'Mostra la foto in alta qualità' }).click()
  await imagesCall
  await expect(mainPhoto(page)).toHaveAttribute('src', /-1600x\d+\.webp$/)
  await expect(page.locator('.gallery__counter')).toContainText('Alta qualità')
  await expect(page.getByRole('button', { name: 'Mostra la foto in alta qualità' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Mostra foto 2' }).click()
  await expect(mainPhoto(page)).toHaveAttribute('src', /-2-[0-9a-f]{10}-1600x\d+\.webp$/)
})

test('the cover is preloaded with high priority and the card has its size set', async ({ page }) => {
  await page.goto(bmwPath)
  const preload = page.locator('link[rel="preload"][as="image"]')
  await expect(preload).toHaveAttribute('fetchpriority', 'high')
  await expect(preload).toHaveAttribute('imagesrcset', /400w, .*800w/)
  await expect(mainPhoto(page)).toHaveAttribute('width', '800')
  await expect(mainPhoto(page)).toHaveAttribute('height', /^\d+$/)
  await expect(mainPhoto(page)).toHaveAttribute('fetchpriority', 'high')
})

test('a missing car answers 404 with "Auto non trovata" and the way home', async ({ page }) => {
  const response = await page.goto('/auto/questa-auto-non-esiste-1999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Auto non trovata' })).toBeVisible()
  await page.getByRole('link', { name: 'Torna alla Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Auto nuove, usate e a km 0' })).toBeVisible()
})

test('a reserved car is shown marked, and can still be asked about', async ({ page }) => {
  const glc = demoCar('GLC')
  await page.goto(`/auto/${slugOf(glc)}`)
  await expect(page.getByRole('heading', { level: 1, name: glc.name })).toBeVisible()
  await expect(page.locator('.car-detail__status')).toHaveText('Prenotata')
  await expect(page.getByRole('link', { name: 'Chiama ora' })).toBeVisible()
})

test.describe('with a video', () => {
  const volvo = demoCar('Volvo XC60')
  const videoId = 'aqz-KE-bpKQ'
  let carId: number

  test.beforeAll(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL })
    await signInAsAdmin(admin)
    const found = await (await admin.get(`/api/cars/by-slug/${slugOf(volvo)}`)).json()
    carId = found.id
    const update = await admin.patch(`/api/cars/${carId}`, { data: { youtubeVideoId: videoId } })
    expect(update.ok(), await update.text()).toBe(true)
    await admin.dispose()
  })

  test.afterAll(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL })
    await signInAsAdmin(admin)
    await admin.patch(`/api/cars/${carId}`, { data: { youtubeVideoId: null } })
    await admin.dispose()
  })

  test('the privacy-enhanced YouTube player loads only after the click', async ({ page }) => {
    const youtubeRequests: string[] = []
    page.on('request', (request) => {
      if (/youtube|ytimg/.test(request.url())) youtubeRequests.push(request.url())
    })
    await page.goto(`/auto/${slugOf(volvo)}`)
    const play = page.getByRole('button', { name: `Guarda il video di ${volvo.name}` })
    await expect(play).toBeVisible()
    expect(youtubeRequests).toEqual([])
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0)

    await play.click()
    const player = page.locator('iframe[title^="Video di"]')
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`)
    await expect.poll(() => youtubeRequests.length).toBeGreaterThan(0)
    expect(youtubeRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true)
  })
})

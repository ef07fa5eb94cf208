import type { Page } from '@playwright/test'

import { expect, signInQuickly, test, toastWith } from './admin-support'

interface CreatedCar {
  id: number
  slug: string
  name: string
}

async function createCar(page: Page, name: string): Promise<CreatedCar> {
  const response = await page.request.post('/api/admin/cars', {
    data: { brand: 'Lancia', model: 'Ypsilon', name, year: 2023, price: 16900, category: 'city-car' },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as CreatedCar
}

const statusGroup = (page: Page, car: CreatedCar) => page.getByRole('group', { name: `Stato di ${car.name}` })
const card = (page: Page, car: CreatedCar) => page.locator('.admin-car').filter({ has: statusGroup(page, car) })
// The panel writes days as the dealer does, in the dealer's time zone.
const today = () =>
  new Date().toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' })

async function offerAvailability(page: Page): Promise<string | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const car = blocks.map((text) => JSON.parse(text) as { '@type'?: string; offers?: { availability?: string } })
  return car.find((data) => data['@type'] === 'Car')?.offers?.availability
}

test('one tap reserves a car, which the site marks; another sells it, which takes it off the inventory', async ({
  page,
}) => {
  await signInQuickly(page)
  const car = await createCar(page, 'Lancia Ypsilon stato rapido')
  const other = await createCar(page, 'Lancia Ypsilon stato alternativa')
  await page.goto('/admin?q=stato')

  const group = statusGroup(page, car)
  await expect(group.getByRole('button', { name: 'Disponibile' })).toHaveAttribute('aria-pressed', 'true')
  await group.getByRole('button', { name: 'Prenotata' }).click()
  await expect(toastWith(page, `${car.name}: Prenotata`)).toBeVisible()
  await expect(group.getByRole('button', { name: 'Prenotata' })).toHaveAttribute('aria-pressed', 'true')
  await expect(card(page, car).getByText('PRENOTATA', { exact: true })).toBeVisible()
  await expect(card(page, car).getByText(`Stato dal ${today()}`)).toBeVisible()

  // Reserved: still in the inventory, marked.
  await page.goto('/annunci?brand=Lancia')
  const publicCard = page.locator('.car-card').filter({ hasText: car.name })
  await expect(publicCard.getByText('Prenotata', { exact: true })).toBeVisible()
  await page.goto(`/auto/${car.slug}`)
  await expect(page.locator('.car-detail__status')).toHaveText('Prenotata')
  expect(await offerAvailability(page)).toBe('https://schema.org/Reserved')

  // Sold, undone from the toast, sold again.
  await page.goto('/admin?q=stato')
  await group.getByRole('button', { name: 'Venduta' }).click()
  await toastWith(page, `${car.name}: Venduta`).getByRole('button', { name: 'Annulla' }).click()
  await expect(toastWith(page, `${car.name}: Prenotata`)).toBeVisible()
  await expect(group.getByRole('button', { name: 'Prenotata' })).toHaveAttribute('aria-pressed', 'true')
  await group.getByRole('button', { name: 'Venduta' }).click()
  await expect(group.getByRole('button', { name: 'Venduta' })).toHaveAttribute('aria-pressed', 'true')
  await expect(card(page, car).getByText('VENDUTA', { exact: true })).toBeVisible()

  // Sold: off the inventory; its page stays, marked, without the ways to buy, with others instead.
  await page.goto('/annunci?brand=Lancia')
  await expect(page.locator('.car-card').filter({ hasText: other.name })).toBeVisible()
  await expect(page.locator('.car-card').filter({ hasText: car.name })).toHaveCount(0)
  await page.goto(`/auto/${car.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible()
  await expect(page.locator('.car-detail__status')).toHaveText('Venduta')
  await expect(page.getByRole('note')).toContainText("Quest'auto è stata venduta")
  await expect(page.getByRole('link', { name: 'Chiama ora' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Richiedi informazioni' })).toHaveCount(0)
  const similar = page.getByRole('region', { name: 'Auto disponibili simili' })
  await expect(similar.getByText(other.name, { exact: true })).toBeVisible()
  expect(await offerAvailability(page)).toBe('https://schema.org/SoldOut')
})

test('a status tapped on a list older than the car is refused, and the list shows the car as it is', async ({
  page,
  browser,
}) => {
  await signInQuickly(page)
  const car = await createCar(page, 'Lancia Ypsilon stato conteso')
  await page.goto('/admin?q=conteso')
  await expect(statusGroup(page, car)).toBeVisible()

  // Meanwhile, on the phone in the lot, the car is reserved.
  const phone = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const phonePage = await phone.newPage()
  await signInQuickly(phonePage)
  await phonePage.goto('/admin?q=conteso')
  await statusGroup(phonePage, car).getByRole('button', { name: 'Prenotata' }).click()
  await expect(statusGroup(phonePage, car).getByRole('button', { name: 'Prenotata' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await phone.close()

  await statusGroup(page, car).getByRole('button', { name: 'Venduta' }).click()
  await expect(toastWith(page, 'Stato non cambiato')).toBeVisible()
  await expect(statusGroup(page, car).getByRole('button', { name: 'Prenotata' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the status buttons are big enough for a thumb and fit the card', async ({ page }) => {
    await signInQuickly(page)
    const car = await createCar(page, 'Lancia Ypsilon stato telefono')
    await page.goto('/admin?q=telefono')
    // A phone lists compact rows: a tap on the row opens the card with its status buttons.
    const row = page.getByRole('button', { name: new RegExp(`^${car.name} `) })
    await row.tap()
    await expect(row).toHaveAttribute('aria-expanded', 'true')
    const cardBox = (await card(page, car).boundingBox())!
    for (const name of ['Disponibile', 'Prenotata', 'Venduta']) {
      const box = (await statusGroup(page, car).getByRole('button', { name }).boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x)
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5)
    }
    await statusGroup(page, car).getByRole('button', { name: 'Venduta' }).tap()
    await expect(statusGroup(page, car).getByRole('button', { name: 'Venduta' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

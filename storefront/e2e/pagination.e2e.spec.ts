import type { Page } from '@playwright/test'
import { expect, signInQuickly, test } from './admin-support'

/**
 * More cars than one page holds (12 cards): every car is reachable from home and from the
 * inventory, with the script and without it. The panel's server and database, so the demo
 * catalogue's tests never see these cars.
 */
const fiats = Array.from({ length: 14 }, (_, index) => `Fiat Tipo ${index + 1}`)
const lancias = Array.from({ length: 11 }, (_, index) => `Lancia Ypsilon ${index + 1}`)
const allCars = [...fiats, ...lancias]

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInQuickly(page)
  // The panel's server is shared by the admin specs of this worker: cars they left behind go
  // to the trash first, so the catalogue holds exactly the cars counted here.
  const { docs } = (await (await page.request.get('/api/cars?limit=5000&depth=0')).json()) as {
    docs: { id: number }[]
  }
  for (const { id } of docs) {
    expect((await page.request.delete(`/api/admin/cars/${id}`)).status()).toBe(200)
  }
  for (const name of allCars) {
    const [brand, model] = name.startsWith('Fiat') ? ['Fiat', 'Tipo'] : ['Lancia', 'Ypsilon']
    const response = await page.request.post('/api/admin/cars', {
      data: { brand, model, name, year: 2022, price: 15900, isAvailable: true },
    })
    expect(response.status(), await response.text()).toBe(201)
  }
  await context.close()
})

const cardNames = (page: Page) => page.locator('.car-card__name').allInnerTexts()

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('home: a page of cards, then a link to the next page, to the last with "all seen"', async ({ page }) => {
    await page.goto('/')
    const seen: string[] = []
    for (let pages = 1; ; pages++) {
      const names = await cardNames(page)
      expect(names.length).toBeGreaterThan(0)
      expect(names.length).toBeLessThanOrEqual(12)
      seen.push(...names)
      const more = page.getByRole('link', { name: 'Mostra altre auto' })
      if ((await more.count()) === 0) break
      expect(pages).toBeLessThan(5)
      await more.click()
      await expect(page).toHaveURL(new RegExp(`/\\?page=${pages + 1}#parco-auto$`))
    }
    await expect(page.getByText('Hai visto tutte le auto')).toBeVisible()
    expect(seen.sort()).toEqual([...allCars].sort())
  })

  test('inventory: numbered pages that keep the filters, the total count on each', async ({ page }) => {
    await page.goto('/annunci')
    await expect(page.getByText('25 auto trovate')).toBeVisible()
    await expect(page.getByText('Pagina 1 di 3')).toBeVisible()
    const seen = await cardNames(page)
    await page.getByRole('link', { name: 'Successiva' }).click()
    await expect(page).toHaveURL(/\/annunci\?page=2$/)
    seen.push(...(await cardNames(page)))
    await page.getByRole('link', { name: 'Pagina 3', exact: true }).click()
    await expect(page).toHaveURL(/\/annunci\?page=3$/)
    await expect(page.getByText('25 auto trovate')).toBeVisible()
    seen.push(...(await cardNames(page)))
    expect(seen.sort()).toEqual([...allCars].sort())

    await page.goto('/annunci?brand=Fiat')
    await expect(page.getByText('14 auto trovate')).toBeVisible()
    await page.getByRole('link', { name: 'Successiva' }).click()
    await expect(page).toHaveURL(/\/annunci\?brand=Fiat&page=2$/)
    await expect(page.getByText('Pagina 2 di 2')).toBeVisible()
    expect(await cardNames(page)).toHaveLength(2)
    await expect(page.getByRole('link', { name: 'Precedente' })).toHaveAttribute('href', '/annunci?brand=Fiat')
  })
})

test.describe('with JavaScript', () => {
  test('home: more cards as the visitor scrolls, or presses the button, until "all seen"', async ({ page }) => {
    await page.goto('/')
    const grid = page.locator('#parco-auto')
    await expect(grid.locator('.car-card')).toHaveCount(12)
    await expect(grid.getByText('12 di 25 auto')).toBeAttached()

    // From the keyboard: the button adds the next page and moves focus to its first card.
    const more = grid.getByRole('link', { name: 'Mostra altre auto' })
    await more.focus()
    await page.keyboard.press('Enter')
    // Focus goes to the first card the press added: the second page's, or the third's when the
    // button coming into view had already loaded the second before the key was read.
    const focusedCard = () =>
      grid.locator('.car-card__link').evaluateAll((links) => links.indexOf(document.activeElement as HTMLElement))
    await expect.poll(focusedCard).toBeGreaterThanOrEqual(12)
    expect([12, 24]).toContain(await focusedCard())
    expect(await grid.locator('.car-card').count()).toBeGreaterThanOrEqual(24)
    await expect(page).toHaveURL(/\/$/)

    // Scrolling near the end loads the rest (the key press may already have loaded it all).
    await grid.locator('.car-card').last().scrollIntoViewIfNeeded()
    await expect(grid.locator('.car-card')).toHaveCount(25)
    await expect(grid.getByText('Hai visto tutte le auto')).toBeVisible()
    await expect(grid.getByRole('link', { name: 'Mostra altre auto' })).toHaveCount(0)
    expect((await cardNames(page)).sort()).toEqual([...allCars].sort())
  })

  test('inventory: the page links change the results in place, the filters stay', async ({ page }) => {
    await page.goto('/annunci?brand=Fiat')
    await expect(page.locator('.car-card')).toHaveCount(12)
    const first = await cardNames(page)
    await page.getByRole('link', { name: 'Successiva' }).click()
    await expect(page).toHaveURL(/\/annunci\?brand=Fiat&page=2$/)
    await expect(page.locator('.car-card')).toHaveCount(2)
    await expect(page.getByText('14 auto trovate')).toBeVisible()
    expect([...first, ...(await cardNames(page))].sort()).toEqual([...fiats].sort())

    // A new filter starts again from the first page.
    await page.getByRole('region', { name: 'Filtri' }).getByLabel('Marca').selectOption('Lancia')
    await expect(page).toHaveURL(/\/annunci\?brand=Lancia$/)
    await expect(page.locator('.car-card')).toHaveCount(11)
    await expect(page.getByRole('navigation', { name: 'Pagine dei risultati' })).toHaveCount(0)
  })
})

import type { Locator, Page } from '@playwright/test'
import { demoCars } from '@autosalone/cms/seed/demo-cars'
import { animationsSettled, demoCar, expect, slugOf, test } from './support/public-test'

const phone = { width: 390, height: 844 }
const desktop = { width: 1366, height: 900 }
const reserved = demoCars.find((car) => car.status === 'prenotata')!
const sold = demoCars.filter((car) => car.status === 'venduta')
const bmw = demoCar('BMW Serie 3')

const boxOf = async (locator: Locator) => (await locator.boundingBox())!
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

test.describe('phone, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone })

  test('the header collapses: the menu opens from its button and leaves the screen to the page', async ({ page }) => {
    await page.goto('/servizi')
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' })
    await expect(nav.getByRole('link', { name: 'Contatti' })).toBeHidden()
    expect((await boxOf(page.locator('.site-header'))).height).toBeLessThan(80)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(nav.getByRole('link', { name: 'Contatti' })).toBeVisible()
    await nav.getByRole('link', { name: 'Contatti' }).click()
    await expect(page).toHaveURL(/\/contatti$/)
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden()
  })

  test('a reserved car says so and offers to tell the visitor, not a test drive', async ({ page }) => {
    await page.goto(`/auto/${slugOf(reserved)}`)
    await expect(page.getByRole('note').filter({ hasText: 'prenotata' })).toBeVisible()
    await expect(page.getByText('Prenota un test drive')).toHaveCount(0)
    const form = page.getByRole('form', { name: 'Avvisami se torna disponibile' })
    await expect(form.getByLabel(/Messaggio/)).toHaveValue(
      `Vorrei essere avvisato se ${reserved.name} torna disponibile.`,
    )
  })
})

test.describe('phone, Italian', () => {
  test.use({ viewport: phone })

  test("home's stock lists no sold car; the last sold ones sit apart, marked", async ({ page }) => {
    await page.goto('/')
    const stock = page.locator('#parco-auto')
    await expect(stock.locator('.car-card').first()).toBeVisible()
    for (const car of sold) await expect(stock.getByRole('heading', { name: car.name, exact: true })).toHaveCount(0)
    await expect(stock.getByText('Venduta', { exact: true })).toHaveCount(0)
    const strip = page.getByRole('region', { name: 'Vendute di recente' })
    await expect(strip.locator('.car-card')).toHaveCount(Math.min(sold.length, 4))
    await expect(strip.getByText('Venduta', { exact: true })).toHaveCount(Math.min(sold.length, 4))
  })

  test("'Solo auto disponibili' leaves reserved cars out of /annunci", async ({ page }) => {
    await page.goto('/annunci')
    await expect(page.getByRole('heading', { name: reserved.name, exact: true })).toBeVisible()
    await page.getByRole('button', { name: /^Filtri/ }).click()
    await page.getByLabel('Solo auto disponibili (non prenotate)').check()
    await expect(page.getByRole('heading', { name: reserved.name, exact: true })).toHaveCount(0)
  })

  test('pages past the last answer 404 and say so, on /annunci and on home', async ({ page }) => {
    const inventory = await page.goto('/annunci?page=99')
    expect(inventory?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: "La pagina 99 non c'è" })).toBeVisible()
    await page.getByRole('link', { name: "Vai all'ultima pagina" }).click()
    await expect(page).toHaveURL(/\/annunci$/)
    await expect(page.locator('.car-card').first()).toBeVisible()

    const home = await page.goto('/?page=2')
    expect(home?.status()).toBe(404)
    await expect(page.locator('#parco-auto')).toContainText("La pagina 2 del parco auto non c'è più")
  })

  test('the car page: title once, no chat button over the name, consumption on one line', async ({ page }) => {
    await page.goto(`/auto/${slugOf(bmw)}`)
    // Once on screen: the form's own heading is there only for screen readers (a 1 px box).
    await expect
      .poll(() =>
        page.getByText('Richiedi informazioni', { exact: true }).evaluateAll(
          (elements) =>
            elements.filter((element) => {
              const box = element.getBoundingClientRect()
              return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden'
            }).length,
        ),
      )
      .toBe(1)
    const consumption = page.locator('.car-specs__row').filter({ hasText: 'Consumo combinato' }).locator('dd')
    await expect(consumption).toContainText('5,1 l/100 km')
    const lines = await consumption.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    })
    expect(lines).toBe(1)

    // The name at the bottom of the screen, where the chat button floats.
    const title = page.getByRole('heading', { level: 1 })
    await title.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - innerHeight + 20))
    const chat = page.getByRole('link', { name: 'Contattaci su WhatsApp' })
    await expect
      .poll(async () => (await chat.isVisible()) && overlaps(await boxOf(chat), await boxOf(title)))
      .toBe(false)
  })

  test('finance tiles hold six figures; the sort menu shows its whole choice', async ({ page }) => {
    await page.goto('/servizi/finanziamenti?prezzo=240000&anticipo=0&mesi=84#finanziamento')
    const figures = page.locator('.finance-figures dd')
    await expect(figures.first()).toBeVisible()
    for (const figure of await figures.all())
      expect(await figure.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true)

    await page.goto('/annunci?sort=price-asc')
    const sort = page.getByLabel('Ordina per')
    await expect(sort).toHaveValue('price-asc')
    const fits = await sort.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement('span')
      probe.style.font = getComputedStyle(select).font
      probe.textContent = select.selectedOptions[0].text
      document.body.append(probe)
      const needed = probe.getBoundingClientRect().width
      probe.remove()
      return select.clientWidth - needed
    })
    expect(fits).toBeGreaterThan(24)
  })

  test('the e-mail link of a car page names the car; the footer shows the partita IVA', async ({ page }) => {
    await page.goto(`/auto/${slugOf(bmw)}`)
    const mail = page.locator('.site-footer a[href^="mailto:"]')
    await expect(mail).toHaveAttribute(
      'href',
      new RegExp(`\\?subject=${encodeURIComponent(`Informazioni su ${bmw.name}`)}$`),
    )
    await expect(page.locator('.site-footer')).toContainText('P.IVA 00000000000')
  })
})

test.describe('phone, cookie banner not answered yet', () => {
  test.use({ viewport: phone, cookieBannerAnswered: false })

  test("the banner steps aside for a form being filled, and 'Preferenze salvate' covers no field", async ({ page }) => {
    await page.goto('/contatti')
    const banner = page.locator('.cookie-banner')
    await expect(banner).toBeVisible()
    const form = page.getByRole('form', { name: 'Scrivici' })
    await form.getByLabel('Nome e cognome').fill('Maria')
    await expect(banner).toBeHidden()
    await page.locator('h1').click()
    await expect(banner).toBeVisible()

    await form.getByLabel(/Messaggio/).scrollIntoViewIfNeeded()
    await banner.getByRole('button', { name: 'Accetta tutti' }).click()
    const toast = page.locator('.toast').filter({ hasText: 'Preferenze salvate' })
    await expect(toast).toBeVisible()
    await animationsSettled(page)
    // The toast lies over the sticky header, so it covers none of the fields the visitor can see.
    const toastBox = await boxOf(toast)
    const header = await boxOf(page.locator('.site-header'))
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(header.y + header.height)
    for (const field of await form.locator('input:visible, textarea:visible').all()) {
      const box = await field.boundingBox()
      if (box && box.y >= header.y + header.height) expect(overlaps(box, toastBox)).toBe(false)
    }
  })
})

test.describe('desktop, English', () => {
  test.use({ viewport: desktop })

  test('the phone and e-mail boxes line up, and so do Day and Time', async ({ page }) => {
    await page.goto(`/auto/${slugOf(bmw)}?lang=en`)
    await page.getByText('Book a test drive', { exact: true }).first().click()
    const form = page.getByRole('form', { name: 'Book a test drive' })
    const pairs: [Locator, Locator][] = [
      [form.getByRole('textbox', { name: 'Phone' }), form.getByRole('textbox', { name: 'E-mail' })],
      [form.getByLabel(/^Day/), form.getByLabel(/^Time/)],
    ]
    for (const [left, right] of pairs) {
      const [a, b] = [await boxOf(left), await boxOf(right)]
      expect(Math.abs(a.y - b.y)).toBeLessThan(1)
      expect(Math.abs(a.height - b.height)).toBeLessThan(1)
    }
  })

  test('the car page in English: notes on Italian texts, the colour and the chat message in English', async ({
    page,
  }) => {
    await page.goto(`/auto/${slugOf(bmw)}?lang=en`)
    await expect(page.getByText('Description in Italian')).toBeVisible()
    await expect(page.getByText('Features in Italian')).toBeVisible()
    const colour = page.locator('.car-specs__row').filter({ hasText: 'Colour' }).locator('dd')
    await expect(colour).toHaveAttribute('lang', 'en')
    await expect(colour).not.toContainText('metallizzato')
    const chat = page.getByRole('link', { name: 'Contact us on WhatsApp' })
    await expect(chat).toHaveAttribute('href', /text=Hello/)
    await expect(page.getByRole('button', { name: /^LINGUA IT/ })).toBeVisible()
    await page.goto(`/auto/${slugOf(bmw)}?lang=it`)
    await expect(page.getByRole('button', { name: /^LANGUAGE EN/ })).toBeVisible()
  })
})

test.describe('desktop, English, cookie banner not answered yet', () => {
  test.use({ viewport: desktop, cookieBannerAnswered: false })

  async function focusedBox(page: Page) {
    return page.evaluate(() => {
      const element = document.activeElement
      if (!element || element === document.body || element.closest('.cookie-banner')) return null
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y, width, height }
    })
  }

  test('the banner comes first to the keyboard and never covers the focused element', async ({ page }) => {
    await page.goto('/contact?lang=en')
    const banner = page.locator('.cookie-banner')
    await expect(banner).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(banner.locator(':focus')).toHaveCount(1)
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab')
      const focused = await focusedBox(page)
      if (!focused || !(await banner.isVisible())) continue
      expect(overlaps(focused, await boxOf(banner)), `Tab ${step + 2}`).toBe(false)
    }
  })

  test('the focus ring is not the colour of an error', async ({ page }) => {
    await page.goto('/contact?lang=en')
    await page.getByRole('button', { name: 'Accept all' }).click()
    const name = page.getByRole('form', { name: 'Write to us' }).getByLabel('Full name')
    await name.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const ring = await name.evaluate((element) => getComputedStyle(element).outlineColor)
    const errorColour = await page.evaluate(() => {
      const probe = document.createElement('div')
      probe.className = 'lead-field lead-field--invalid'
      probe.innerHTML = '<input class="field__control">'
      document.body.append(probe)
      const colour = getComputedStyle(probe.querySelector('input')!).borderColor
      probe.remove()
      return colour
    })
    expect(ring).toBe('rgb(37, 99, 235)')
    expect(ring).not.toBe(errorColour)
  })
})

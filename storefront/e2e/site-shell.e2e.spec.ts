import type { Page } from '@playwright/test'

import { backgroundOf, contrastRatio } from './support/contrast'
import { expect, test } from './support/public-test'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigazione principale' })

test('the navigation marks the current page under either of its names', async ({ page }) => {
  await page.goto('/chi-siamo')
  await expect(mainNav(page).getByRole('link', { name: 'Chi siamo' })).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')

  await page.goto('/inventory')
  await expect(mainNav(page).getByRole('link', { name: 'Annunci' })).toHaveAttribute('aria-current', 'page')

  await mainNav(page).getByRole('link', { name: 'Servizi' }).click()
  await expect(page).toHaveURL(/\/servizi$/)
  await expect(mainNav(page).getByRole('link', { name: 'Servizi' })).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).getByRole('link', { name: 'Annunci' })).not.toHaveAttribute('aria-current', 'page')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens from its button and closes when a link is chosen', async ({ page }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await expect(mainNav(page)).toBeHidden()

    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNav(page)).toBeVisible()
    await mainNav(page).getByRole('link', { name: 'Contatti' }).click()

    await expect(page).toHaveURL(/\/contatti$/)
    await expect(mainNav(page)).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

    await menuButton.click()
    await expect(mainNav(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(mainNav(page)).toBeHidden()
  })
})

test('the language dropdown opens, closes on Escape, and switches language', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: /^LANGUAGE/ })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name: 'English' })).toBeHidden()
  await expect(toggle).toBeFocused()

  await toggle.click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('button', { name: /^LINGUA/ })).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('heading', { level: 1, name: 'New, used and zero-kilometre cars' })).toBeVisible()
})

test('every route change scrolls back to the top', async ({ page }) => {
  await page.goto('/')
  await page.locator('footer').scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

  await page.locator('footer').getByRole('link', { name: 'Chi siamo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the scroll-to-top button appears from 80 % of the page and brings the visitor back up', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: "Torna all'inizio della pagina" })
  await expect(button).toHaveCount(0)

  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.7))
  // The scroll's event is handled before the second frame after it is drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect(button).toHaveCount(0)

  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.85))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toHaveCount(0)
})

test('the floating WhatsApp button: bottom left, after a second, Italian message in a new tab, tooltip', async ({
  page,
}) => {
  await page.goto('/servizi')
  const button = page.getByRole('link', { name: 'Contattaci su WhatsApp' })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('target', '_blank')
  const href = new URL((await button.getAttribute('href'))!)
  expect(href.origin + href.pathname).toBe('https://wa.me/390000000000')
  expect(href.searchParams.get('text')).toBe('Salve, vorrei ricevere maggiori informazioni sui vostri servizi.')

  const box = (await button.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x).toBeLessThan(viewport.width / 4)
  expect(box.y).toBeGreaterThan(viewport.height / 2)
  expect(await button.evaluate((element) => getComputedStyle(element).animationName)).toContain('floating-pulse')

  await button.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Contattaci')
  await expect(button).toHaveAttribute('aria-describedby', /.+/)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
})

test('the footer: slogan, navigation, services, contacts, two socials, legal links and the faint staff link', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer.getByText('La tua prossima auto, scelta con fiducia.')).toBeVisible()
  for (const name of ['Home', 'Servizi', 'Chi siamo', 'Contatti', 'Annunci']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(footer.getByRole('link', { name: 'Noleggio' })).toHaveAttribute('href', '/servizi#noleggio')
  await expect(footer.getByText('Via Emilia 1')).toBeVisible()
  await expect(footer.getByRole('link', { name: '+39 0523 000000' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'info@autosalone-arda.example' })).toBeVisible()
  await expect(footer.getByRole('link', { name: /Facebook/ })).toBeVisible()
  await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible()
  await expect(
    footer.getByText(`© ${new Date().getFullYear()} Autosalone Arda. Tutti i diritti riservati.`),
  ).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
  await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy')
  await expect(footer.getByRole('link', { name: 'Area riservata' })).toHaveAttribute('href', '/login')
})

test('a toast: one at a time, F8 reaches it, it leaves by itself after 5 s', async ({ page }) => {
  await page.goto('/cookie-policy')
  const change = page.getByRole('button', { name: 'Modifica le preferenze sui cookie' })
  const toasts = page.locator('.toast')

  await change.click()
  await page.getByRole('button', { name: 'Salva preferenze' }).click()
  await expect(toasts.filter({ hasText: 'Preferenze salvate' })).toBeVisible()
  await change.click()
  await page.getByRole('button', { name: 'Accetta tutti' }).click()
  await expect(toasts).toHaveCount(1)

  await page.keyboard.press('F8')
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label')))
    .toMatch(/^Notifiche/)
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  await expect(toasts).toHaveCount(0, { timeout: 8000 })
})

test('the pages are hydrated from the server’s data, without fetching it again', async ({ page }) => {
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url())
  })
  for (const path of ['/', '/annunci?brand=BMW', '/auto/bmw-ix1-xdrive30-m-sport-' + new Date().getFullYear()]) {
    await page.goto(path)
    // The dropdown only opens once the page is hydrated.
    const language = page.getByRole('button', { name: /^LANGUAGE/ })
    await language.click()
    await expect(language).toHaveAttribute('aria-expanded', 'true')
    // Whatever the dropdown would fetch is on its way once the network is quiet.
    await page.waitForLoadState('networkidle')
  }
  expect(apiCalls).toEqual([])
})

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const { device, viewport } of [
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`at the end of a page on a ${device}`, () => {
    test.use({ viewport })

    test('the floating buttons cover none of the footer, and the way up stands out from it', async ({ page }) => {
      await page.goto('/privacy-policy')
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const floating = page.getByRole('complementary', { name: 'Contatti rapidi' })
      const buttons = [
        floating.getByRole('link', { name: 'Contattaci su WhatsApp' }),
        floating.getByRole('button', { name: "Torna all'inizio della pagina" }),
      ]
      for (const button of buttons) await expect(button).toBeVisible()

      const footer = page.locator('footer')
      const legal = [
        footer.getByRole('link', { name: 'Privacy policy' }),
        footer.getByRole('link', { name: 'Cookie policy' }),
        footer.getByRole('link', { name: 'Area riservata' }),
        footer.getByText(/Tutti i diritti riservati/),
      ]
      for (const item of legal) {
        const itemBox = (await item.boundingBox())!
        for (const button of buttons) expect(overlaps(itemBox, (await button.boundingBox())!)).toBe(false)
      }

      // The button sits on the footer: WCAG asks 3:1 for a control against what surrounds it.
      const ratio = contrastRatio(await backgroundOf(buttons[1]), await backgroundOf(footer))
      expect(ratio).toBeGreaterThanOrEqual(3)
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opening the menu leaves the header bar where it was', async ({ page }) => {
    await page.goto('/')
    const brand = page.locator('header').getByRole('link', { name: 'Autosalone Arda' })
    const menuButton = page.getByRole('button', { name: 'Menu' })
    const before = [(await brand.boundingBox())!, (await menuButton.boundingBox())!]
    await menuButton.click()
    await expect(mainNav(page)).toBeVisible()
    expect([(await brand.boundingBox())!, (await menuButton.boundingBox())!]).toEqual(before)
  })

  test('the language toggle offers the other language, in that language', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: /^LANGUAGE/ }).getByText('EN', { exact: true })).toBeVisible()
    await page.goto('/?lang=en')
    await expect(page.getByRole('button', { name: /^LINGUA/ }).getByText('IT', { exact: true })).toBeVisible()
  })

  test('the WhatsApp button steps aside from a form’s labels and comes back after it', async ({ page }) => {
    await page.goto('/')
    const chat = page.getByRole('link', { name: 'Contattaci su WhatsApp' })
    await expect(chat).toBeVisible()
    const label = page.getByRole('region', { name: 'Cerca la tua auto' }).getByText('Prezzo da', { exact: true })
    const chatBox = (await chat.boundingBox())!

    // Scroll until the label lies where the button floats.
    const labelTop = await label.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
    await page.evaluate((top) => window.scrollTo(0, top), labelTop - chatBox.y - 8)
    const labelBox = (await label.boundingBox())!
    expect(overlaps(labelBox, chatBox)).toBe(true)
    await expect
      .poll(() =>
        label.evaluate((element) => {
          const box = element.getBoundingClientRect()
          return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2))
        }),
      )
      .toBe(true)
    await expect(chat).toBeHidden()

    await page.locator('#parco-auto').scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 400))
    await expect(chat).toBeVisible()
  })
})

for (const { device, viewport } of [
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport })

    test('the services page’s last dark band runs into the footer, without a white strip', async ({ page }) => {
      for (const path of ['/servizi', '/services?lang=en']) {
        await page.goto(path)
        const band = page.getByRole('region', { name: /Hai bisogno di aiuto|Need help/ })
        const bandBox = (await band.boundingBox())!
        const footerBox = (await page.locator('footer').boundingBox())!
        expect(Math.abs(footerBox.y - (bandBox.y + bandBox.height))).toBeLessThan(1)
      }
    })
  })
}

test('the privacy notice links to the data protection authority, in both languages', async ({ page }) => {
  for (const path of ['/privacy-policy', '/privacy-policy?lang=en']) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: 'www.garanteprivacy.it' })).toHaveAttribute(
      'href',
      'https://www.garanteprivacy.it',
    )
  }
})

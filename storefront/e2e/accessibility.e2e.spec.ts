import { demoCar, expect, slugOf, test } from './support/public-test'
import { seriousViolations } from './support/axe'

const publicPages = [
  '/',
  '/annunci',
  '/annunci?brand=Ferrari&maxPrice=1000',
  `/auto/${slugOf(demoCar('BMW Serie 3'))}`,
  '/auto/non-esiste-2000',
  '/servizi',
  '/servizi/noleggio',
  '/chi-siamo',
  '/contatti',
  '/privacy-policy',
  '/cookie-policy',
  '/pagina-che-non-esiste',
]

for (const path of publicPages) {
  for (const language of ['it', 'en']) {
    test(`axe finds nothing serious on ${path} (${language})`, async ({ page }) => {
      await page.goto(language === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path)
      await expect(page.locator('h1')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }
}

test.describe('on a phone, with the cookie banner', () => {
  test.use({ viewport: { width: 390, height: 844 }, cookieBannerAnswered: false })

  test('home with the banner, the open menu and the preferences dialog', async ({ page }) => {
    // Three whole-page analyses of the longest page: time for them on a busy machine.
    test.setTimeout(150_000)
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Menu' }).click()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Personalizza' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('inventory with the filters open and a car page', async ({ page }) => {
    // Two whole-page analyses: time for them on a busy machine.
    test.setTimeout(150_000)
    await page.goto('/annunci?brand=BMW')
    await page.getByRole('button', { name: /Filtri/ }).click()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto(`/auto/${slugOf(demoCar('Ferrari'))}`)
    await expect(page.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('the cookie dialog keeps the keyboard inside and gives focus back', async ({ page }) => {
  await page.goto('/cookie-policy')
  const opener = page.getByRole('button', { name: 'Modifica le preferenze sui cookie' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' })
  await expect(dialog).toBeVisible()
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('a skip link leads past the header to the content', async ({ page }) => {
  await page.goto('/servizi')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Vai al contenuto' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})

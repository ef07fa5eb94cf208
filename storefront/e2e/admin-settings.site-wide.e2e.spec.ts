import type { Page } from '@playwright/test'

import { e2eAdmin } from '../../playwright.config'
import { expect, test } from './support/public-test'

/**
 * The dealer replaces the placeholder contacts in 'Impostazioni', first on a phone, then on a
 * desktop in English; the whole site shows the new details. It changes what every page shows,
 * so it runs after the other tests (the site-wide project).
 */
test.describe.configure({ mode: 'serial' })

const banner = (page: Page, name = 'Dati di contatto provvisori') => page.getByRole('complementary', { name })

async function signIn(page: Page) {
  const response = await page.request.post('/api/admin/login', { data: e2eAdmin })
  expect(response.status()).toBe(200)
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the banner leads to Impostazioni, where wrong contacts are named by field and real ones saved', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/admin?lang=it')
    await expect(banner(page)).toContainText(
      'Il sito mostra ancora dati di contatto provvisori: telefono, WhatsApp, e-mail, Facebook, Instagram, partita IVA.',
    )
    await banner(page).getByRole('link', { name: 'Inseriscili in Impostazioni' }).click()
    await expect(page).toHaveURL(/\/admin\/impostazioni$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible()

    const phone = page.getByLabel('Telefono')
    const whatsapp = page.getByLabel('Numero WhatsApp')
    const email = page.getByLabel('E-mail')
    await expect(phone).toHaveValue('+39 0523 000000')
    await phone.fill('0523 987654')
    await whatsapp.fill('333 1234567')
    await email.fill('info@')

    // The save button waits at the bottom of the screen, under the thumb, 44 px high at least.
    const save = page.getByRole('button', { name: 'Salva Impostazioni' })
    const box = (await save.boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(844 - 80)
    expect(box.height).toBeGreaterThanOrEqual(44)
    await save.click()

    await expect(phone).toBeFocused()
    await expect(phone).toHaveAccessibleDescription(
      'Scrivi +39 e poi da 6 a 11 cifre (spazi ammessi), es. +39 0523 123456',
    )
    await expect(whatsapp).toHaveAccessibleDescription(
      'Aggiungi il prefisso del paese davanti al numero, es. 39 333 1234567',
    )
    await expect(email).toHaveAccessibleDescription('Indirizzo e-mail non valido, es. info@autosalone.it')

    await phone.fill('+39 0523 987654')
    await whatsapp.fill('+39 333 1234567')
    await email.fill('info@autosalonearda.it')
    await save.click()
    await expect(page.locator('.toast').filter({ hasText: 'Impostazioni salvate' })).toBeVisible()
    await expect(whatsapp).toHaveValue('393331234567')
    await expect(phone).not.toHaveAttribute('aria-invalid')
    await expect(banner(page)).toContainText(
      'Il sito mostra ancora dati di contatto provvisori: Facebook, Instagram, partita IVA.',
    )
  })
})

test('on a desktop, in English: links, map position, slogans and figures; then the site shows them and the banner is gone', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/admin/impostazioni?lang=en')
  const placeholders = banner(page, 'Placeholder contact details')
  await expect(placeholders).toContainText(
    'The site still shows placeholder contact details: Facebook, Instagram, VAT number.',
  )

  const latitude = page.getByLabel('Latitude')
  const facebook = page.getByLabel('Facebook page')
  const analytics = page.getByLabel('Google Analytics id (optional)')
  await latitude.fill('95')
  await facebook.fill('facebook.com/autosalonearda')
  await analytics.fill('UA-1234-5')
  const save = page.getByRole('button', { name: 'Save settings' })
  await save.click()
  // The first box with a problem, in the page's order, takes the focus.
  await expect(latitude).toBeFocused()
  await expect(latitude).toHaveAccessibleDescription('A number between -90 and 90, e.g. 44.9266')
  await expect(facebook).toHaveAccessibleDescription('Invalid web address: it must start with https://')
  await expect(analytics).toHaveAccessibleDescription('G- followed by 4 to 12 letters or digits, e.g. G-AB12CD34')

  await latitude.fill('44.93')
  await facebook.fill('https://www.facebook.com/autosalonearda')
  await page.getByLabel('Instagram profile').fill('https://www.instagram.com/autosalonearda')
  await page.getByLabel('VAT number (partita IVA)').fill('01234567897')
  await analytics.fill('')
  await page.getByLabel('Slogan (English)').fill('Cars chosen one by one, in Fiorenzuola.')
  await page.getByRole('group', { name: 'Row 1' }).getByLabel('Hours (English)').fill('9am - 7pm')
  // The about page's figures start from the ones it shows today.
  const firstFigure = page.getByRole('group', { name: 'Figure 1' })
  // The required boxes' names end with their asterisk.
  await expect(firstFigure.getByLabel(/^Figure/)).toHaveValue('10+')
  await firstFigure.getByLabel(/^Figure/).fill('15+')
  await firstFigure.getByLabel(/^Caption(?! \()/).fill('anni insieme ai clienti')
  await firstFigure.getByLabel('Caption (English)').fill('years with our customers')
  await save.click()
  await expect(page.locator('.toast').filter({ hasText: 'Settings saved' })).toBeVisible()
  await expect(placeholders).toHaveCount(0)
  await page.goto('/admin?lang=it')
  await expect(page.getByRole('heading', { level: 1, name: 'Pannello Amministrazione' })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)

  await page.goto('/contatti?lang=it')
  const main = page.locator('main')
  await expect(main.getByText('+39 0523 987654')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Chiama ora' })).toHaveAttribute('href', 'tel:+390523987654')
  await expect(main.getByRole('link', { name: 'Invia e-mail' })).toHaveAttribute(
    'href',
    'mailto:info@autosalonearda.it',
  )
  const chat = new URL((await main.getByRole('link', { name: 'Scrivici su WhatsApp' }).getAttribute('href'))!)
  expect(chat.origin + chat.pathname).toBe('https://wa.me/393331234567')
  const floating = page.getByRole('link', { name: 'Contattaci su WhatsApp' })
  expect(new URL((await floating.getAttribute('href'))!).pathname).toBe('/393331234567')

  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: '+39 0523 987654' })).toHaveAttribute('href', 'tel:+390523987654')
  await expect(footer.getByRole('link', { name: 'info@autosalonearda.it' })).toBeVisible()
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    'https://www.facebook.com/autosalonearda',
  )
  await expect(footer.getByText('La tua prossima auto, scelta con fiducia.')).toBeVisible()

  await page.goto('/contatti?lang=en')
  await expect(footer.getByText('Cars chosen one by one, in Fiorenzuola.')).toBeVisible()
  await expect(footer.getByText('La tua prossima auto, scelta con fiducia.')).toHaveCount(0)
  await expect(footer.getByText('9am - 7pm')).toBeVisible()

  await page.goto('/about?lang=en')
  const figures = page.locator('main .stats-list')
  await expect(figures).toContainText('years with our customers15+')
  await page.goto('/chi-siamo?lang=it')
  await expect(figures).toContainText('anni insieme ai clienti15+')
  await expect(figures).toContainText('clienti soddisfatti500+')
})

import type { Page } from '@playwright/test'
import { demoCar, expect, slugOf, test } from './support/public-test'

const bmw = demoCar('BMW Serie 3')
const bmwPath = `/auto/${slugOf(bmw)}`

/** Chromium on Linux has no Web Share API; the tests say which browser they stand for. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share
  })
}

async function sharesWithLinks(page: Page) {
  await withoutWebShare(page)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(bmwPath)
  await page.getByText('Condividi', { exact: true }).click()

  const pageUrl = new URL(bmwPath, page.url()).href
  const whatsapp = page.getByRole('link', { name: 'WhatsApp', exact: true })
  const whatsappHref = new URL((await whatsapp.getAttribute('href'))!)
  expect(whatsappHref.origin).toBe('https://wa.me')
  // The price as the page writes it (Intl puts a no-break space after the euro sign).
  expect(whatsappHref.searchParams.get('text')).toMatch(/^BMW Serie 3 .+ – €\s32\.900\n/)
  expect(whatsappHref.searchParams.get('text')).toContain(`${bmw.name} – `)
  expect(whatsappHref.searchParams.get('text')?.endsWith(`\n${pageUrl}`)).toBe(true)

  const email = new URL((await page.getByRole('link', { name: 'E-mail', exact: true }).getAttribute('href'))!)
  expect(email.protocol).toBe('mailto:')
  expect(email.searchParams.get('subject')).toBe(bmw.name)
  expect(email.searchParams.get('body')).toContain(pageUrl)

  await page.getByRole('link', { name: 'Copia link' }).click()
  await expect(page.getByRole('link', { name: 'Link copiato' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl)
  await expect(page).toHaveURL(bmwPath)
  await expect(page.getByText('Codice annuncio:')).toBeVisible()
}

async function sharesWithTheShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { shared })
    Navigator.prototype.share = (data?: ShareData) => {
      shared.push(data ?? {})
      return Promise.resolve()
    }
  })
  await page.goto(bmwPath)
  await page.getByText('Condividi', { exact: true }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.length)).toBe(1)
  const [shared] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)
  expect(shared.title).toBe(bmw.name)
  expect(shared.text).toMatch(/ – €\s32\.900$/)
  expect(shared.url).toBe(new URL(bmwPath, page.url()).href)
  await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toBeHidden()
}

test.describe('on a desktop', () => {
  test.describe.configure({ timeout: 180_000 })
  test('without the Web Share API: WhatsApp, e-mail and the link copied, with name and price', async ({ page }) => {
    await sharesWithLinks(page)
  })
  test('with the Web Share API: the share sheet gets name, price and address', async ({ page }) => {
    await sharesWithTheShareSheet(page)
  })
})

test.describe('on a phone', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
  test('without the Web Share API: the same links', async ({ page }) => {
    await sharesWithLinks(page)
  })
  test('with the Web Share API: the share sheet', async ({ page }) => {
    await sharesWithTheShareSheet(page)
  })
})

test.describe('without JavaScript', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({ javaScriptEnabled: false })
  test('the links are there, behind the same button', async ({ page }) => {
    await page.goto(bmwPath)
    await page.getByText('Condividi', { exact: true }).click()
    await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'E-mail', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Copia link' })).toHaveAttribute('href', /\/auto\//)
  })
})

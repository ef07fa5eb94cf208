import type { Page } from '@playwright/test'
import { demoCar, expect, slugOf, test } from './support/public-test'
import { visitorArrives } from './support/hydration'

const bmw = demoCar('BMW Serie 3')
const ix1 = demoCar('BMW iX1')
const soldAudi = demoCar('Audi A5 Cabriolet')

const favouritesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Preferiti/ })

test('hearts on the cards and the car page fill the Preferiti page and its count in the header', async ({ page }) => {
  test.slow()
  await page.goto('/annunci?brand=BMW')
  await expect(favouritesLink(page)).toHaveAccessibleName('Preferiti 0 auto nei preferiti')

  const heart = page.getByRole('button', { name: `Aggiungi ai preferiti: ${bmw.name}` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  const filled = page.getByRole('button', { name: `Rimuovi dai preferiti: ${bmw.name}` })
  await expect(filled).toHaveAttribute('aria-pressed', 'true')
  await expect(favouritesLink(page)).toHaveAccessibleName('Preferiti 1 auto nei preferiti')

  await page.goto(`/auto/${slugOf(ix1)}`)
  await page.getByRole('button', { name: 'Aggiungi ai preferiti', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Rimuovi dai preferiti', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(favouritesLink(page)).toContainText('2')

  await favouritesLink(page).click()
  await expect(page).toHaveURL('/preferiti')
  await expect(page.getByRole('heading', { level: 1, name: 'Preferiti' })).toBeVisible()
  await expect(page.locator('.car-card__name')).toHaveText([bmw.name, ix1.name])

  // Kept in the browser: a reload finds them, and a heart taken off here takes the card away.
  await page.reload()
  await expect(page.locator('.car-card__name')).toHaveText([bmw.name, ix1.name])
  await page.getByRole('button', { name: `Rimuovi dai preferiti: ${bmw.name}` }).click()
  await expect(page.locator('.car-card__name')).toHaveText([ix1.name])
  await expect(favouritesLink(page)).toHaveAccessibleName('Preferiti 1 auto nei preferiti')
})

test('the count appears without moving the header, and an empty list says how to fill it', async ({ page }) => {
  await page.goto('/preferiti')
  await expect(
    page.getByText("Non hai ancora auto nei preferiti: tocca il cuore su un'auto per salvarla qui."),
  ).toBeVisible()
  const count = page.locator('.favourites-link__count')
  await expect(count).toBeVisible()
  // The server's HTML already holds the count's place, unseen.
  const html = await (await page.request.get('/preferiti')).text()
  expect(html).toMatch(/class="favourites-link__count"[^>]*>/)
  expect(html).not.toMatch(/class="favourites-link__count" data-ready/)
})

test('the shared link opens the list in another browser, server-rendered, and offers to keep it', async ({
  page,
  browser,
}) => {
  test.slow()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`/auto/${slugOf(bmw)}`)
  await page.getByRole('button', { name: 'Aggiungi ai preferiti', exact: true }).click()
  await page.goto(`/auto/${slugOf(soldAudi)}`)
  await page.getByRole('button', { name: 'Aggiungi ai preferiti', exact: true }).click()
  await page.goto('/preferiti')

  const share = page.getByRole('region', { name: 'Condividi la lista' })
  const sharedUrl = new URL(`/preferiti?auto=${slugOf(bmw)},${slugOf(soldAudi)}`, page.url()).href
  await expect(share.getByRole('link', { name: sharedUrl })).toBeVisible()
  const whatsapp = new URL((await share.getByRole('link', { name: 'Invia su WhatsApp' }).getAttribute('href'))!)
  expect(whatsapp.origin).toBe('https://wa.me')
  expect(whatsapp.searchParams.get('text')).toBe(`Le auto che ho scelto:\n${sharedUrl}`)
  await share.getByRole('button', { name: 'Copia link' }).click()
  await expect(share.getByRole('button', { name: 'Link copiato' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sharedUrl)

  const partner = await browser.newContext()
  try {
    const other = await partner.newPage()
    const response = await other.goto(sharedUrl)
    expect(response?.status()).toBe(200)
    expect(await response?.text()).toContain(bmw.name)
    await expect(other.getByRole('heading', { level: 1, name: 'Una lista di auto condivisa con te' })).toBeVisible()
    await expect(other.locator('.car-grid').first().locator('.car-card__name')).toHaveText([bmw.name, soldAudi.name])
    // The sold one is marked and offers similar cars, as its own page does.
    await expect(other.locator('.car-card', { hasText: soldAudi.name }).getByText('Venduta')).toBeVisible()
    await expect(other.getByRole('heading', { name: `${soldAudi.name} è stata venduta` })).toBeVisible()

    // The partner starts using the page: the header's count is the browser's, none kept yet.
    await visitorArrives(other)
    await expect(other.locator('.favourites-link__count')).toHaveText(/^0/)
    await other.getByRole('button', { name: 'Salva nei miei preferiti' }).click()
    await expect(other.getByText('Salvate nei tuoi preferiti.')).toBeVisible()
    await expect(other.locator('.favourites-link__count')).toHaveText(/^2/)
  } finally {
    await partner.close()
  }
})

test('a car no longer on the site is left out with a note; a broken link says so', async ({ page, request }) => {
  await page.goto(`/preferiti?auto=${slugOf(bmw)},auto-che-non-esiste-2001`)
  await expect(page.locator('.car-card__name')).toHaveText([bmw.name])
  await expect(page.getByText('1 auto non è più in vendita ed è stata tolta dalla lista.')).toBeVisible()

  // Answered by the server as a page with its message (the status says it to whatever asked).
  const broken = await request.get('/preferiti?auto=%3Cscript%3E')
  expect(broken.status()).toBe(400)
  expect(await broken.text()).toContain('Il link contiene qualcosa che non è il nome di un&#x27;auto.')
  const tooMany = Array.from({ length: 51 }, (_, index) => `auto-${index}`).join(',')
  const long = await request.get(`/preferiti?auto=${tooMany}`)
  expect(long.status()).toBe(400)
  expect(await long.text()).toContain('Una lista condivisa può contenere al massimo 50 auto.')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shared list is readable, and no heart is offered that could not work', async ({ page }) => {
    await page.goto(`/preferiti?auto=${slugOf(bmw)},${slugOf(ix1)}`)
    await expect(page.locator('.car-card__name')).toHaveText([bmw.name, ix1.name])
    const hearts = page.getByRole('button', { name: /preferiti: /, includeHidden: true })
    await expect(hearts).toHaveCount(2)
    for (const heart of await hearts.all()) await expect(heart).toBeHidden()
    await expect(page.getByRole('button', { name: 'Salva nei miei preferiti', includeHidden: true })).toBeHidden()
    await page.getByRole('link', { name: 'Confronta', exact: true }).click()
    await expect(page).toHaveURL(`/confronta?auto=${slugOf(bmw)},${slugOf(ix1)}`)
    await expect(page.getByRole('columnheader', { name: bmw.name })).toBeVisible()
  })

  test('the own list explains that it lives in the browser', async ({ request }) => {
    // Chromium with scripts turned off still parses `<noscript>` as text: the server's HTML says it.
    const html = await (await request.get('/preferiti')).text()
    expect(html).toMatch(/<noscript><p[^>]*>I preferiti si salvano in questo browser e richiedono JavaScript\./)
  })
})

test('in English', async ({ page }) => {
  await page.goto(`/favourites?lang=en&auto=${slugOf(bmw)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'A list of cars shared with you' })).toBeVisible()
  await page.getByRole('button', { name: `Add to favourites: ${bmw.name}` }).click()
  await expect(page.getByRole('button', { name: `Remove from favourites: ${bmw.name}` })).toBeVisible()
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Favourites/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible()
  await expect(page.locator('.car-card__name')).toHaveText([bmw.name])
})

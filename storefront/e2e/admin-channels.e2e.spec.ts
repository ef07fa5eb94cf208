import type { Page } from '@playwright/test'
import { createCarQuickly, expect, signInQuickly, test, toastWith } from './admin-support'

/**
 * The 'Canali' page as the dealer uses it: the feed's address copied, the key rotated (the old
 * address then answers 404), and each car left out with its reasons and a link to fix it.
 */
async function useTheChannelsPage(page: Page, carName: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, carName)

  await page.goto('/admin/canali')
  // The panel's first chunk and the channels' list can take a while on a busy machine.
  const meta = page.getByRole('region', { name: 'Meta – catalogo auto (Facebook e Instagram)' })
  const google = page.getByRole('region', { name: 'Google – annunci di veicoli' })
  await expect(meta).toBeVisible({ timeout: 60_000 })
  await expect(google.getByText('Manca il codice negozio di Google.')).toBeVisible()
  await expect(google.getByRole('link', { name: 'Vai alle Impostazioni' })).toHaveAttribute(
    'href',
    '/admin/impostazioni',
  )

  // More than five cars left out (other tests' cars share the server) fold the list: open it.
  const excluded = meta.locator('details')
  if (!(await excluded.evaluate((details: HTMLDetailsElement) => details.open))) {
    await excluded.getByText(/auto escluse?$/).click()
  }
  const left = meta.getByRole('listitem').filter({ hasText: carName })
  await expect(left).toContainText('nessuna foto di almeno 800 px')
  await expect(left).toContainText('manca il numero di telaio (VIN)')
  await expect(left).toContainText('manca il colore')

  const address = meta.getByLabel('Indirizzo del feed')
  const before = await address.inputValue()
  expect(before).toMatch(/\/feeds\/meta\/[A-Za-z0-9_-]+\.csv$/)
  await meta.getByRole('button', { name: 'Copia indirizzo' }).click()
  await expect(toastWith(page, 'Indirizzo copiato')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(before)
  const feedPath = (url: string) => new URL(url).pathname
  expect((await page.request.get(feedPath(before))).status()).toBe(200)

  await meta.getByRole('button', { name: 'Rigenera chiave' }).click()
  const dialog = page.getByRole('dialog', { name: /Rigenerare la chiave di Meta/ })
  await expect(dialog).toContainText('Il vecchio indirizzo smette subito di funzionare')
  await dialog.getByRole('button', { name: 'Rigenera' }).click()
  await expect(address).not.toHaveValue(before)
  const after = await address.inputValue()
  expect((await page.request.get(feedPath(before))).status()).toBe(404)
  expect((await page.request.get(feedPath(after))).status()).toBe(200)

  await left.getByRole('link', { name: `Correggi ${carName}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/edit/${car.id}$`))
  const status = page.getByRole('region', { name: 'Canali' })
  await expect(status).toContainText(
    'Esclusa da Meta – catalogo auto (Facebook e Instagram): nessuna foto di almeno 800 px',
    { timeout: 60_000 },
  )
  await expect(status).toContainText('Esclusa da Google – annunci di veicoli')
}

test.describe('on a desktop', () => {
  test.describe.configure({ timeout: 180_000 })
  test('copy a feed’s address, rotate its key, see why a car is left out and go fix it', async ({ page }) => {
    await useTheChannelsPage(page, 'Fiat Tipo senza foto (desktop)')
  })
})

test.describe('on a 375 px phone', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('the same, and the page fits the screen', async ({ page }) => {
    await useTheChannelsPage(page, 'Fiat Tipo senza foto (telefono)')
    await page.goto('/admin/canali')
    await expect(page.getByRole('region', { name: 'Meta – catalogo auto (Facebook e Instagram)' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

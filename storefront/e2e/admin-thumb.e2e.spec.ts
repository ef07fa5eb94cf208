import type { Locator, Page } from '@playwright/test'

import { createCarQuickly, expect, generatedPhoto, photoPicker, signInQuickly, test, toastWith } from './admin-support'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

async function expectHeaderAtMost64(page: Page) {
  expect((await box(page.locator('.admin-bar'))).height).toBeLessThanOrEqual(64)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
}

/** Every visible button and button-like link of the panel, with its height. */
async function smallTouchTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.admin button, .admin a.button')]
      .filter((element) => element.offsetParent !== null && element.getBoundingClientRect().height > 0)
      .map((element) => ({
        name: element.textContent?.trim() || element.getAttribute('aria-label'),
        rect: element.getBoundingClientRect(),
      }))
      .filter(({ rect }) => rect.height < 44 || rect.width < 44)
      .map(({ name, rect }) => `${name}: ${Math.round(rect.width)}×${Math.round(rect.height)}`),
  )
}

test('the list on a 390 px phone: one-row header, the rest behind Menu, 44 px targets', async ({ page }) => {
  await signInQuickly(page)
  await createCarQuickly(page.request, 'Fiat Tipo e2e pollice')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Pannello Amministrazione' })).toBeVisible()
  await expectHeaderAtMost64(page)
  await expect(page.getByRole('link', { name: 'Nuova Auto' })).toBeInViewport()
  await expect(page.getByRole('link', { name: 'Cestino', exact: true })).toBeHidden()

  await page.getByRole('button', { name: 'Menu' }).tap()
  await expect(page.getByRole('link', { name: 'Cestino', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  expect(await smallTouchTargets(page)).toEqual([])

  for (const path of ['/admin/media', '/admin/cestino', '/admin/richieste']) {
    await page.goto(path)
    await expectHeaderAtMost64(page)
    expect(await smallTouchTargets(page)).toEqual([])
  }
})

test('the form on a 390 px phone: the save bar stays clear of toasts, photo buttons are 44 px', async ({ page }) => {
  test.setTimeout(90_000)
  await signInQuickly(page)
  await page.goto('/admin/new')
  await expect(page.getByRole('heading', { name: 'Aggiungi Nuova Auto' })).toBeVisible()
  await expectHeaderAtMost64(page)
  const save = page.getByRole('button', { name: 'Salva Modifiche' })
  await expect(save).toBeInViewport()

  // Enter in a field shows a toast: it must not sit on the save button.
  await page.getByLabel('Marca').fill('Fiat')
  await page.getByLabel('Marca').press('Enter')
  const toast = toastWith(page, "Usa il pulsante 'Salva Modifiche' per salvare i dati.")
  await expect(toast).toBeVisible()
  const [toastBox, saveBox] = [await box(toast), await box(save)]
  expect(toastBox.y + toastBox.height <= saveBox.y || saveBox.y + saveBox.height <= toastBox.y).toBe(true)

  await photoPicker(page).setInputFiles([await generatedPhoto('pollice.jpg', { r: 90, g: 160, b: 90 })])
  await expect(page.getByText('Foto di questa Auto (1)')).toBeVisible({ timeout: 30_000 })
  const remove = page.locator('.photo-tile__remove').first()
  const removeBox = await box(remove)
  expect(Math.min(removeBox.width, removeBox.height)).toBeGreaterThanOrEqual(44)
  expect(await smallTouchTargets(page)).toEqual([])
})

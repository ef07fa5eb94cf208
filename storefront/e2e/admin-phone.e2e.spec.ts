import type { Locator, Page } from '@playwright/test'
import { e2eAdmin, expect, generatedPhoto, photoPicker, photoTile, test, toastWith } from './admin-support'

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

async function fitsTheScreenWidth(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
}

/** A finger's long press on one element, then a slide onto another (what the touch sensor waits for). */
async function dragWithFinger(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox()
  const end = await to.boundingBox()
  if (!start || !end) throw new Error('the photos are not on screen')
  const cdp = await page.context().newCDPSession(page)
  const point = (box: { x: number; y: number; width: number; height: number }, share = 1) => ({
    x: start.x + start.width / 2 + (box.x + box.width / 2 - start.x - start.width / 2) * share,
    y: start.y + start.height / 2 + (box.y + box.height / 2 - start.y - start.height / 2) * share,
  })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(start)] })
  await page.waitForTimeout(350)
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(end, step / 10)] })
    await page.waitForTimeout(30)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

test('on a 375 px phone: sign in by tapping, add a car with photos, reorder them with a finger', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/login')
  await fitsTheScreenWidth(page)
  await page.getByLabel('Username').fill(e2eAdmin.username)
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Accedi al Pannello' }).tap()
  await expect(page).toHaveURL(/\/admin$/)

  const newCar = page.getByRole('link', { name: 'Nuova Auto' })
  await expect(newCar).toBeInViewport()
  await fitsTheScreenWidth(page)
  await newCar.tap()

  await expect(page.getByRole('heading', { name: 'Aggiungi Nuova Auto' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Salva Modifiche' })).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Scatta Foto' })).toBeVisible()
  await page.getByLabel('Marca').fill('Jeep')
  await page.getByLabel('Modello').fill('Avenger')
  await page.getByLabel('Nome Completo').fill('Jeep Avenger e2e telefono')
  await page.getByLabel('Prezzo (€)').fill('24900')
  await photoPicker(page).setInputFiles([
    await generatedPhoto('fronte.jpg', { r: 220, g: 220, b: 220 }),
    await generatedPhoto('retro.jpg', { r: 40, g: 40, b: 40 }),
  ])
  await expect(page.getByText('Foto di questa Auto (2)')).toBeVisible({ timeout: 30_000 })
  await fitsTheScreenWidth(page)

  const back = photoTile(page, 'retro.jpg').locator('.photo-tile__handle')
  await back.scrollIntoViewIfNeeded()
  await dragWithFinger(page, back, photoTile(page, 'fronte.jpg').locator('.photo-tile__handle'))
  const moved = toastWith(page, 'Foto spostata alla posizione 1')
  await expect(moved).toBeVisible()
  // The toast comes up at the bottom, within the thumb's reach, and leaves the top bar free.
  const toastBox = (await moved.boundingBox())!
  expect(toastBox.y + toastBox.height).toBeGreaterThan(812 - 120)
  expect(toastBox.y).toBeGreaterThan(812 / 2)
  await expect(photoTile(page, 'retro.jpg').getByText('PRINCIPALE', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Salva Modifiche' }).tap()
  await expect(toastWith(page, 'Auto creata con successo!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/media')
  await fitsTheScreenWidth(page)
})

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false })

  test('photos are reordered with the mouse', async ({ page }) => {
    await page.request.post('/api/admin/login', { data: e2eAdmin })
    await page.goto('/admin/new')
    await photoPicker(page).setInputFiles([
      await generatedPhoto('sinistra.jpg', { r: 200, g: 120, b: 0 }),
      await generatedPhoto('destra.jpg', { r: 0, g: 120, b: 200 }),
    ])
    await expect(page.getByText('Foto di questa Auto (2)')).toBeVisible({ timeout: 30_000 })

    await photoTile(page, 'destra.jpg').scrollIntoViewIfNeeded()
    const from = await photoTile(page, 'destra.jpg').locator('.photo-tile__handle').boundingBox()
    const to = await photoTile(page, 'sinistra.jpg').locator('.photo-tile__handle').boundingBox()
    if (!from || !to) throw new Error('the photos are not on screen')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
    await page.mouse.up()
    await expect(toastWith(page, 'Foto spostata alla posizione 1')).toBeVisible()
    await expect(photoTile(page, 'destra.jpg').getByText('PRINCIPALE', { exact: true })).toBeVisible()
  })
})

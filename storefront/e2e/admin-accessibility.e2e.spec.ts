import { createCarQuickly, expect, generatedPhoto, photoPicker, signInQuickly, test } from './admin-support'
import { seriousViolations } from './support/axe'

test('axe finds nothing serious on the panel screens', async ({ page }) => {
  // Five screens, each analysed whole by axe: on a busy two-core machine that passes a minute.
  test.setTimeout(150_000)
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo e2e accessibile')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: car.name })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(`/admin/edit/${car.id}`)
  await photoPicker(page).setInputFiles([await generatedPhoto('accessibile.jpg', { r: 120, g: 60, b: 160 })])
  await expect(page.getByText('Foto di questa Auto (1)')).toBeVisible({ timeout: 30_000 })
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Scegli dalla Libreria' }).click()
  await expect(page.getByRole('dialog', { name: 'Scegli dalla Libreria' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await page.goto('/admin/media')
  await expect(page.getByLabel('Seleziona accessibile.jpg')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

import sharp from 'sharp'

import { expect, photoPicker, signInQuickly, signInWithForm, test, toastWith } from './admin-support'

test('opening the panel without ever signing in goes to the login page, with no word of an expired session', async ({
  page,
}) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Accedi al Pannello' })).toBeVisible()
  await expect(toastWith(page, '401: Sessione scaduta')).toHaveCount(0)
})

test('a signed-in dealer who opens the login page is sent on to the panel', async ({ page }) => {
  await signInWithForm(page)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Pannello Amministrazione' })).toBeVisible()
})

test('a failed upload is not reported as complete, and a PNG keeps its name but is stored as a JPEG', async ({
  page,
}) => {
  await signInQuickly(page)
  await page.goto('/admin/new')
  // Looks like a JPEG to the browser, but is not an image: the server refuses it.
  await photoPicker(page).setInputFiles({
    name: 'rotta.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('non è una foto'),
  })
  const uploader = page.locator('.uploader')
  await expect(uploader.locator('.uploader__file[data-status="error"]')).toHaveCount(1)
  await expect(uploader.getByText('Caricamento non riuscito')).toBeVisible()
  await expect(uploader.getByText('Caricamento completato')).toHaveCount(0)
  await expect(uploader.getByText('100%')).toHaveCount(0)

  const png = await sharp({
    create: { width: 640, height: 480, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer()
  await photoPicker(page).setInputFiles({ name: 'logo-salone.png', mimeType: 'image/png', buffer: png })
  const storedName = async () => {
    const library = await page.request.get('/api/admin/media')
    const items = ((await library.json()) as { docs: { originalFilename: string; filename: string }[] }).docs
    return items.find((item) => item.originalFilename === 'logo-salone.png')?.filename ?? ''
  }
  // The dealer sees the name it came with; the file is a JPEG like every photo (decision record 041).
  await expect.poll(storedName, { timeout: 30_000 }).toMatch(/^logo-salone-[0-9a-f]{10}\.jpg$/)
})

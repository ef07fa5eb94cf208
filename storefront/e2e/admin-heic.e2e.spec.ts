import { expect, fixturePhoto, photoPicker, signInQuickly, test, toastWith } from './admin-support'

test('an iPhone photo is decoded in the browser and sent as a JPEG', async ({ page }) => {
  test.setTimeout(60_000)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  await signInQuickly(page)
  await page.goto('/admin/media')
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible()
  await page.getByRole('button', { name: 'Carica Foto' }).click()

  await photoPicker(page).setInputFiles([{ ...fixturePhoto('photo.heic'), name: 'IMG_4321.HEIC' }])
  await expect(toastWith(page, '1 foto aggiunta alla libreria.')).toBeVisible({ timeout: 30_000 })
  const media = (await (await page.request.get('/api/admin/media')).json()) as {
    docs: { filename: string; originalFilename: string; mimeType: string; width: number; height: number }[]
  }
  // The name the server was given is the browser's JPEG, not the iPhone's HEIC.
  expect(media.docs.find((doc) => doc.filename.startsWith('IMG_4321'))).toMatchObject({
    originalFilename: 'IMG_4321.jpg',
    mimeType: 'image/jpeg',
    width: 640,
    height: 480,
  })
  // Neither the decoder's WebAssembly nor its worker was refused by the panel's security policy.
  expect(problems).toEqual([])
})

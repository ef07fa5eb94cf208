import {
  adminCar,
  createCarQuickly,
  expect,
  generatedPhoto,
  photoPicker,
  photoTile,
  signInQuickly,
  test,
  toastWith,
} from './admin-support'

test('two photos uploaded to the library, used on a car, one deleted and gone from that car', async ({ page }) => {
  test.setTimeout(120_000)
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo Station e2e libreria')
  // Other tests of this worker may have left photos in the library: count from what is there.
  const before = ((await (await page.request.get('/api/admin/media')).json()) as { docs: unknown[] }).docs.length

  await page.goto('/admin/media')
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible()
  // The library's photos show at once, with the limits said once for the page and the car.
  await expect(page.getByText(`Media Library Disponibili (${before})`)).toBeVisible()
  await expect(page.getByText('Qui scegli fino a 25 foto alla volta; ogni auto ne tiene fino a 50.')).toBeVisible()
  await page.getByRole('button', { name: 'Carica Foto' }).click()
  await expect(page.getByText('Upload diretto al cloud storage con compressione automatica')).toBeVisible()
  await expect(page.getByRole('complementary').getByRole('listitem')).toHaveCount(4)
  await photoPicker(page).setInputFiles([
    await generatedPhoto('libreria-rossa.jpg', { r: 200, g: 30, b: 40 }),
    await generatedPhoto('libreria-verde.jpg', { r: 30, g: 160, b: 70 }),
  ])
  await expect(toastWith(page, '2 foto aggiunte alla libreria.')).toBeVisible({ timeout: 30_000 })

  // The library shows them; the selector keeps the chosen ids in order, first = main image.
  await expect(page.getByRole('button', { name: 'Carica Foto' })).toBeVisible()
  await expect(page.getByText(`Media Library Disponibili (${before + 2})`)).toBeVisible()
  await page.getByLabel('Seleziona libreria-verde.jpg').check()
  await page.getByLabel('Seleziona libreria-rossa.jpg').check()
  await expect(page.getByText('Foto Selezionate (2/25)')).toBeVisible()
  const chosen = page.getByRole('region', { name: 'Foto scelte, in ordine' })
  await expect(chosen.getByRole('listitem')).toHaveText(['libreria-verde.jpg', 'libreria-rossa.jpg'])
  await expect(page.getByText("Il primo è l'immagine principale.")).toBeVisible()

  await page.goto(`/admin/edit/${car.id}`)
  await expect(page.getByText('Foto di questa Auto (0)')).toBeVisible()
  await expect(page.getByText('Nessuna foto caricata per questa auto')).toBeVisible()
  await page.getByRole('button', { name: 'Scegli dalla Libreria' }).click()
  const picker = page.getByRole('dialog', { name: 'Scegli dalla Libreria' })
  await picker.getByLabel('Seleziona libreria-rossa.jpg').check()
  await picker.getByLabel('Seleziona libreria-verde.jpg').check()
  await expect(picker.getByText('Foto Selezionate (2/50)')).toBeVisible()
  await picker.getByRole('button', { name: 'Usa 2 foto' }).click()
  await expect(page.getByText('Foto di questa Auto (2)')).toBeVisible()
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(toastWith(page, 'Auto aggiornata con successo!')).toBeVisible()
  const withPhotos = await adminCar(page.request, car.id)
  expect(withPhotos.selectedMediaIds).toHaveLength(2)

  await page.goto('/admin/media')
  // Each photo says which cars use it, with links; the unused ones can be shown alone.
  const tile = (name: string) => page.locator('.media-grid__item').filter({ hasText: name })
  // A search by the car's name finds its photos, by a file's name that photo.
  const search = page.getByRole('searchbox', { name: 'Cerca nella libreria' })
  await search.fill('tipo station LIBRERIA')
  await expect(page.locator('.media-grid__item')).toHaveCount(2)
  await search.fill('libreria-verde')
  await expect(page.locator('.media-grid__item')).toHaveCount(1)
  await expect(tile('libreria-verde.jpg')).toBeVisible()
  await search.fill('')
  await expect(tile('libreria-rossa.jpg')).toContainText(`Usata in 1 auto: ${car.name}`)
  await expect(tile('libreria-rossa.jpg').getByRole('link', { name: car.name })).toHaveAttribute(
    'href',
    `/admin/edit/${car.id}`,
  )
  await page.getByLabel('Solo foto non usate da nessuna auto').check()
  await expect(tile('libreria-rossa.jpg')).toHaveCount(0)
  await page.getByLabel('Solo foto non usate da nessuna auto').uncheck()
  // Deleting asks first, naming the cars the photo leaves; the toast can undo it.
  await page.getByRole('button', { name: 'Elimina libreria-rossa.jpg dalla libreria' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Sei sicuro di voler eliminare questa foto?')).toBeVisible()
  await expect(dialog).toContainText(`È usata in 1 auto (${car.name}): eliminandola la togli anche da lì.`)
  await dialog.getByRole('button', { name: 'Elimina' }).click()
  await toastWith(page, 'Foto rimossa con successo').getByRole('button', { name: 'Annulla' }).click()
  await expect(toastWith(page, 'Foto ripristinata')).toBeVisible()
  await expect(tile('libreria-rossa.jpg')).toContainText(`Usata in 1 auto: ${car.name}`)
  expect((await adminCar(page.request, car.id)).selectedMediaIds).toEqual(
    expect.arrayContaining(withPhotos.selectedMediaIds),
  )

  await page.getByRole('button', { name: 'Elimina libreria-rossa.jpg dalla libreria' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click()
  await expect(toastWith(page, 'Foto rimossa con successo')).toBeVisible()
  await expect(page.getByText(`Media Library Disponibili (${before + 1})`)).toBeVisible()
  // In the photo trash, with its dates and the car it was on.
  const trash = page.locator('.photo-trash')
  await trash.getByText(/^Cestino delle foto \(\d+\)$/).click()
  await expect(trash.locator('.photo-trash__item').filter({ hasText: 'libreria-rossa.jpg' })).toContainText(
    'Era su 1 auto',
  )

  await page.goto(`/admin/edit/${car.id}`)
  await expect(page.getByText('Foto di questa Auto (1)')).toBeVisible()
  await expect(page.getByText('libreria-verde.jpg')).toBeVisible()
  await expect(page.getByText('libreria-rossa.jpg')).toHaveCount(0)
  expect((await adminCar(page.request, car.id)).selectedMediaIds).toEqual([withPhotos.selectedMediaIds[1]])
})

test('X in the car form takes a photo off this car when saved; it stays in the library', async ({ page }) => {
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo Hatchback e2e togli')
  await page.goto(`/admin/edit/${car.id}`)
  await photoPicker(page).setInputFiles([
    await generatedPhoto('da-togliere.jpg', { r: 90, g: 90, b: 90 }),
    await generatedPhoto('da-tenere.jpg', { r: 200, g: 60, b: 60 }),
  ])
  await expect(page.getByText('Foto di questa Auto (2)')).toBeVisible({ timeout: 30_000 })

  // The second photo becomes the cover in one tap; the preview shows it as the cards crop it.
  await page.getByRole('button', { name: 'Imposta da-tenere.jpg come principale' }).click()
  await expect(photoTile(page, 'da-tenere.jpg').getByText('PRINCIPALE', { exact: true })).toBeVisible()
  await expect(page.getByText('Così la copertina appare nelle schede del sito.')).toBeVisible()

  await page.getByRole('button', { name: 'Togli da-togliere.jpg da questa auto' }).click()
  await expect(toastWith(page, 'Foto tolta da questa auto')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('Foto di questa Auto (1)')).toBeVisible()
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(toastWith(page, 'Auto aggiornata con successo!')).toBeVisible()

  const saved = await adminCar(page.request, car.id)
  expect(saved.selectedMediaIds).toHaveLength(1)
  const library = await (await page.request.get('/api/admin/media')).json()
  const names = library.docs.map((item: { originalFilename: string }) => item.originalFilename)
  expect(names).toContain('da-togliere.jpg')
  expect(names).toContain('da-tenere.jpg')
})

test('the unused photos go to the photo trash at once, and come back one by one', async ({ page }) => {
  await signInQuickly(page)
  for (const [name, colour] of [
    ['avanzo-blu.jpg', { r: 20, g: 40, b: 200 }],
    ['avanzo-giallo.jpg', { r: 230, g: 210, b: 20 }],
  ] as const) {
    const photo = await generatedPhoto(name, colour)
    const response = await page.request.post('/api/admin/media/upload', {
      multipart: { file: { name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer } },
    })
    expect(response.status()).toBe(201)
  }
  await page.goto('/admin/media')
  await page.getByLabel('Solo foto non usate da nessuna auto').check()
  const grid = page.locator('.media-grid')
  await expect(grid.getByText('avanzo-blu.jpg')).toBeVisible()
  const unused = await page.locator('.media-grid__item').count()

  await page
    .getByRole('button', { name: unused === 1 ? 'Elimina 1 foto non usata' : `Elimina le ${unused} foto non usate` })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click()
  await expect(page.getByText('Nessuna foto disponibile nella media library')).toBeVisible()

  const trash = page.locator('.photo-trash')
  await trash.getByText(/^Cestino delle foto \(\d+\)$/).click()
  await trash.getByRole('button', { name: 'Ripristina avanzo-giallo.jpg' }).click()
  await expect(toastWith(page, 'Foto ripristinata')).toBeVisible()
  await expect(grid.getByText('avanzo-giallo.jpg')).toBeVisible()
  await expect(grid.getByText('avanzo-blu.jpg')).toHaveCount(0)
  await expect(trash.getByText('avanzo-blu.jpg')).toBeVisible()
})

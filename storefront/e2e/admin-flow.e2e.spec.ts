import {
  adminCar,
  createCarQuickly,
  e2eAdmin,
  expect,
  fixturePhoto,
  generatedPhoto,
  photoPicker,
  photoTile,
  signInQuickly,
  signInWithForm,
  test,
  toastWith,
  saveNewCar,
} from './admin-support'

test.describe.configure({ mode: 'serial' })

const carName = 'Alfa Romeo Giulia 2.2 Veloce e2e'

test('the panel is only for a signed-in dealer', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login$/)

  await signInWithForm(page, 'not-the-password')
  await expect(toastWith(page, 'Accesso negato')).toBeVisible()
  await expect(toastWith(page, 'Username o password non corretti.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accedi al Pannello' })).toBeEnabled()

  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Accedi al Pannello' }).click()
  await expect(toastWith(page, 'Accesso effettuato')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Pannello Amministrazione' })).toBeVisible()
})

test('a car with three photos: created, reordered by keyboard, repriced, made unavailable, deleted', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signInQuickly(page)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Nuova Auto' }).click()
  await expect(page.getByRole('heading', { name: 'Aggiungi Nuova Auto' })).toBeVisible()

  await page.getByLabel('Marca').fill('Alfa Romeo')
  await page.getByLabel('Modello').fill('Giulia')
  await page.getByLabel('Nome Completo').fill(carName)
  await page.getByLabel('Prezzo (€)').fill('41.500')
  await page.getByLabel('Chilometraggio').fill('12000')

  const third = await generatedPhoto('terza-foto.jpg', { r: 30, g: 90, b: 200 })
  await photoPicker(page).setInputFiles([fixturePhoto('photo.jpg'), fixturePhoto('photo.heic'), third])
  await expect(page.getByText('Foto di questa Auto (3)')).toBeVisible({ timeout: 60_000 })
  await expect(photoTile(page, 'photo.jpg').getByText('PRINCIPALE', { exact: true })).toBeVisible()
  await expect(page.locator('.photo-tile img')).toHaveCount(3)
  for (const image of await page.locator('.photo-tile img').all()) {
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
  }

  const carId = await saveNewCar(page)
  await expect(toastWith(page, 'Auto creata con successo!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: carName })).toBeVisible()

  // Reorder by keyboard: the third photo becomes the cover.
  await page.getByRole('link', { name: `Modifica ${carName}` }).click()
  await expect(page.getByText('Foto di questa Auto (3)')).toBeVisible()
  const before = await adminCar(page.request, carId)
  const handle = photoTile(page, 'terza-foto.jpg').locator('.photo-tile__handle')
  await handle.focus()
  // Each key waits for the move it announces, as a screen reader user would hear it.
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  // The drag listens for arrows from the task after it starts, which may come after the pressed
  // state is drawn: an arrow that arrives earlier is pressed again.
  await expect(async () => {
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByText('La foto è sopra la posizione 2.')).toBeAttached({ timeout: 2_000 })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByText('La foto è sopra la posizione 1.')).toBeAttached()
  await page.keyboard.press('Space')
  await expect(toastWith(page, 'Foto spostata alla posizione 1')).toBeVisible()
  await expect(photoTile(page, 'terza-foto.jpg').getByText('PRINCIPALE', { exact: true })).toBeVisible()

  await page.getByLabel('Prezzo (€)').fill('39900')
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(toastWith(page, 'Auto aggiornata con successo!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)

  const after = await adminCar(page.request, carId)
  expect(after.selectedMediaIds).toEqual([
    before.selectedMediaIds[2],
    before.selectedMediaIds[0],
    before.selectedMediaIds[1],
  ])
  await page.goto(`/auto/${after.slug}`)
  await expect(page.getByText('€ 39.900').first()).toBeVisible()
  const cover = page.getByRole('img', { name: `${carName}, foto 1` })
  const coverFile = after.photos[0].card.split('/').pop()!
  await expect.poll(() => cover.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(coverFile)
  expect(before.photos[0].card).not.toContain(coverFile)

  // Sold: gone from the inventory, marked in the panel.
  await page.goto('/annunci')
  await expect(page.getByText(carName)).toBeVisible()
  await page.goto(`/admin/edit/${carId}`)
  await page.getByRole('radio', { name: 'Venduta' }).check()
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  const card = page.locator('.admin-car').filter({ hasText: carName })
  await expect(card.getByText('VENDUTA', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Venduta', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/annunci')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(carName)).toHaveCount(0)

  // Deleted, after the confirmation.
  await page.goto('/admin')
  await page.getByRole('button', { name: `Elimina ${carName}` }).click()
  await expect(page.getByText('Sei sicuro di voler eliminare questa auto?')).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click()
  await expect(toastWith(page, 'Auto eliminata!')).toBeVisible()
  await expect(page.getByRole('heading', { name: carName })).toHaveCount(0)
  expect((await page.request.get(`/api/cars/by-slug/${after.slug}`)).status()).toBe(404)
})

test('an expired session loses nothing: the draft comes back after signing in again', async ({ page }) => {
  await signInWithForm(page)
  await expect(page).toHaveURL(/\/admin$/)
  const car = await createCarQuickly(page.request, 'Fiat Tipo Cross e2e bozza')
  await page.goto(`/admin/edit/${car.id}`)
  await page.getByRole('textbox', { name: 'Descrizione', exact: true }).fill('Tagliandata, unico proprietario.')
  await page.getByRole('textbox', { name: 'Caratteristica 1', exact: true }).fill('Cruise control')

  await page.context().clearCookies({ name: 'payload-token' })
  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(toastWith(page, '401: Sessione scaduta')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await signInWithForm(page)
  await expect(page).toHaveURL(/\/admin$/)
  const drafts = page.getByRole('region', { name: 'Modifiche non salvate' })
  await expect(drafts.getByText('Fiat Tipo Cross e2e bozza')).toBeVisible()
  await drafts.getByRole('link', { name: 'Riprendi' }).click()
  await expect(page.getByRole('textbox', { name: 'Descrizione', exact: true })).toHaveValue(
    'Tagliandata, unico proprietario.',
  )
  await expect(page.getByRole('textbox', { name: 'Caratteristica 1', exact: true })).toHaveValue('Cruise control')

  await page.getByRole('button', { name: 'Salva Modifiche' }).click()
  await expect(toastWith(page, 'Auto aggiornata con successo!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('region', { name: 'Modifiche non salvate' })).toHaveCount(0)
  const saved = await page.request.get(`/api/admin/cars/${car.id}`)
  expect(await saved.json()).toMatchObject({
    description: 'Tagliandata, unico proprietario.',
    features: ['Cruise control'],
  })
})

test('a reload offers the draft back on the form', async ({ page }) => {
  await signInQuickly(page)
  const car = await createCarQuickly(page.request, 'Fiat Tipo Life e2e ricarica')
  await page.goto(`/admin/edit/${car.id}`)
  await page.getByLabel('Chilometraggio').fill('77000')
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('car-draft'))))
    .toBe(true)

  await page.reload()
  await expect(page.getByLabel('Chilometraggio')).toHaveValue('')
  await page.getByRole('button', { name: 'Ripristina bozza' }).click()
  await expect(page.getByLabel('Chilometraggio')).toHaveValue('77000')
})

test('logging out ends the session', async ({ page }) => {
  await signInQuickly(page)
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(toastWith(page, 'Logout effettuato')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect((await page.request.get('/api/admin/cars')).status()).toBe(401)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login$/)
})

import { expect, fixturePhoto, signInQuickly, test } from './admin-support'

test("the console lists the requests in Italian, and its photo list holds the dealer's photos only", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const name = `Marta Console ${stamp}`
  const photo = fixturePhoto('photo.jpg')
  const sent = await page.request.post('/api/leads/submit', {
    headers: { accept: 'application/json' },
    multipart: {
      type: 'valutazione',
      name,
      phone: '+39 333 1112223',
      make: 'Fiat',
      model: 'Punto',
      year: '2015',
      km: '98000',
      fuel: 'Benzina',
      privacy: 'on',
      page: '/servizi/valutazione-auto',
      language: 'it',
      photos: { name: `permuta-console-${stamp}.jpg`, mimeType: photo.mimeType, buffer: photo.buffer },
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)

  await signInQuickly(page)
  const found = await page.request.get(`/api/leads?depth=0&where[name][equals]=${encodeURIComponent(name)}`)
  const [lead] = ((await found.json()) as { docs: { id: number }[] }).docs
  const patched = await page.request.patch(`/api/admin/leads/${lead.id}`, { data: { status: 'in-lavorazione' } })
  expect(patched.status(), await patched.text()).toBe(200)
  const stock = await page.request.post('/api/admin/media/upload', {
    multipart: { file: { name: `stock-console-${stamp}.jpg`, mimeType: photo.mimeType, buffer: photo.buffer } },
  })
  expect(stock.status(), await stock.text()).toBe(201)

  await page.goto('/cms/collections/leads')
  for (const header of ['Nome', 'Telefono', 'Auto', 'Tipo', 'Stato']) {
    await expect(page.locator('table thead th', { hasText: header }).first(), header).toBeVisible({ timeout: 60_000 })
  }
  const row = page.locator('table tbody tr', { hasText: name })
  await expect(row).toContainText('In lavorazione')
  await expect(row).toContainText('Valutazione usato')
  await expect(row).toContainText('+39 333 1112223')
  await expect(row).not.toContainText('in-lavorazione')

  // The visitor's photo is the request's: the console's photo list shows the dealer's one only.
  await page.goto(`/cms/collections/media?search=${encodeURIComponent(`console-${stamp}`)}`)
  const photos = page.locator('table tbody tr')
  await expect(photos).toHaveCount(1, { timeout: 60_000 })
  await expect(photos).toContainText(`stock-console-${stamp}.jpg`)
})

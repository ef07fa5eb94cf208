import { expect, test } from './support/public-test'

test('the language chosen in the dropdown survives a reload and is rendered by the server', async ({ page }) => {
  await page.goto('/contatti')
  await page.getByRole('button', { name: /^LANGUAGE/ }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
  await expect(page).toHaveURL(/\/contatti$/)

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^LINGUA/ })).toBeVisible()

  const html = await (await page.request.get('/chi-siamo')).text()
  expect(html).toContain('<html lang="en">')
  expect(html).toContain('Our mission')
  expect(html).toContain(`<link rel="canonical" href="${new URL('/chi-siamo?lang=en', page.url()).href}" />`)

  await page.getByRole('button', { name: /^LINGUA/ }).click()
  await page.getByRole('link', { name: 'Italiano' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
})

test('?lang=en picks English, remembers it and leaves the address clean after a switch', async ({ page }) => {
  await page.goto('/annunci?brand=BMW&lang=en')
  await expect(page.getByRole('heading', { level: 1, name: 'Cars for sale' })).toBeVisible()
  await page.goto('/servizi')
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible()

  await page.goto('/annunci?brand=BMW&lang=en')
  await page.getByRole('button', { name: /^LINGUA/ }).click()
  await page.getByRole('link', { name: 'Italiano' }).click()
  await expect(page).toHaveURL(/\/annunci\?brand=BMW$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Annunci auto' })).toBeVisible()
})

test('each language names the other in its label, as the specification has it', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: /^LANGUAGE/ })).toBeVisible()
  await page.goto('/?lang=en')
  await expect(page.getByRole('button', { name: /^LINGUA/ })).toBeVisible()
})

import { expect, signInWithForm, test } from './admin-support'

/**
 * The 'Utenti' page as the owner uses it: a salesperson added with a first password shown once,
 * who then signs in and finds no owner-only screen in the panel.
 */
test('the owner adds a salesperson, who signs in and sees no settings or users', async ({ page, browser, baseURL }) => {
  await signInWithForm(page)
  await expect(page.getByRole('link', { name: 'Utenti' })).toBeVisible({ timeout: 60_000 })
  await page.getByRole('link', { name: 'Utenti' }).click()
  await expect(page.getByRole('heading', { name: 'Aggiungi utente' })).toBeVisible({ timeout: 60_000 })

  await page.getByLabel('Nome').fill('Marco Bianchi')
  await page.getByLabel('Username').fill('marco')
  await page.getByLabel('Ruolo').selectOption({ label: 'Venditore' })
  await page.getByRole('button', { name: 'Aggiungi utente' }).click()
  await expect(page.getByText('Utente marco creato. Password iniziale:')).toBeVisible()
  const password = (await page.getByTestId('one-time-password').textContent()) ?? ''
  expect(password).toMatch(/^[A-Za-z0-9]{20}$/)
  const marco = page.getByRole('listitem').filter({ hasText: 'Marco Bianchi' })
  await expect(marco).toContainText('Venditore')
  await expect(marco.getByRole('button', { name: 'Disattiva marco' })).toBeVisible()

  const context = await browser.newContext({ baseURL })
  const sales = await context.newPage()
  await sales.goto('/login')
  await sales.getByLabel('Username').fill('marco')
  await sales.getByLabel('Password', { exact: true }).fill(password)
  await sales.getByRole('button', { name: 'Accedi al Pannello' }).click()
  await expect(sales.getByRole('link', { name: 'Il mio account' })).toBeVisible({ timeout: 60_000 })
  await expect(sales.getByRole('link', { name: 'Impostazioni' })).toHaveCount(0)
  await expect(sales.getByRole('link', { name: 'Utenti' })).toHaveCount(0)
  await expect(sales.getByRole('link', { name: 'Canali' })).toHaveCount(0)

  await sales.goto('/admin/impostazioni')
  await expect(sales.getByText('Questa pagina è riservata al titolare.')).toBeVisible({ timeout: 60_000 })
  await expect(sales.getByRole('button', { name: /Salva/ })).toHaveCount(0)
  await context.close()
})

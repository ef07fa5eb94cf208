import { e2eAdmin, expect, signInWithForm, test } from './admin-support'

/**
 * The owner's 'Registro attività': a failed sign-in shows with the username tried and the address
 * it came from; a salesperson finds no link to it and is told the page is the owner's.
 */
test('the owner sees a failed sign-in in the activity log; a salesperson cannot open it', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/login')
  await page.getByLabel('Username').fill('intruso')
  await page.getByLabel('Password', { exact: true }).fill('password-sbagliata')
  await page.getByRole('button', { name: 'Accedi al Pannello' }).click()
  await expect(page.getByText('Username o password non corretti.', { exact: true })).toBeVisible({ timeout: 60_000 })

  await signInWithForm(page)
  await page.getByRole('link', { name: 'Registro attività' }).click()
  await expect(page.getByRole('heading', { name: 'Registro attività' })).toBeVisible({ timeout: 60_000 })
  const failed = page.getByRole('row').filter({ hasText: 'Accesso non riuscito' })
  await expect(failed).toHaveCount(1)
  await expect(failed).toContainText('intruso')
  await expect(failed.getByRole('cell').last()).toHaveText(/^(127\.0\.0\.1|::1)$/)
  const signedIn = page.getByRole('row').filter({ hasText: 'Accesso' }).filter({ hasNotText: 'non riuscito' })
  await expect(signedIn.first()).toContainText(e2eAdmin.username)

  // Filtered by kind, only the failed sign-in is left; the filter stays in the address.
  await page.getByLabel('Tipo di attività').selectOption({ label: 'Accesso non riuscito' })
  await expect(page).toHaveURL(/action=auth\.signInFailed/)
  await expect(page.getByText('1 voce', { exact: true })).toBeVisible()

  // On a phone each entry is a card that fits the screen.
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(failed).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  const added = await page.request.post('/api/admin/users', {
    data: { name: 'Sara Neri', username: 'sara', role: 'venditore' },
    headers: { origin: baseURL! },
  })
  expect(added.status()).toBe(201)
  const { password } = (await added.json()) as { password: string }

  const context = await browser.newContext({ baseURL })
  const sales = await context.newPage()
  await sales.goto('/login')
  await sales.getByLabel('Username').fill('sara')
  await sales.getByLabel('Password', { exact: true }).fill(password)
  await sales.getByRole('button', { name: 'Accedi al Pannello' }).click()
  await expect(sales.getByRole('link', { name: 'Il mio account' })).toBeVisible({ timeout: 60_000 })
  await expect(sales.getByRole('link', { name: 'Registro attività' })).toHaveCount(0)
  await sales.goto('/admin/registro-attivita')
  await expect(sales.getByText('Questa pagina è riservata al titolare.')).toBeVisible({ timeout: 60_000 })
  await expect(sales.getByRole('table')).toHaveCount(0)
  await context.close()
})

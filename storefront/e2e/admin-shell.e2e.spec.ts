import { expect, test, type Page } from '@playwright/test'

/** Texts that exist only in the panel's code: a script holding one of them is panel code. */
const panelOnlyTexts = ['Accedi al Pannello', 'Foto di questa Auto', 'Upload Diretto (1-3 secondi)']

/** The scripts a page has fetched so far; the set keeps growing while the page loads more. */
async function scriptsLoadedBy(page: Page, path: string): Promise<Set<string>> {
  const scripts = new Set<string>()
  // By address, not resource type: chunks fetched through `modulepreload` are not typed 'script'.
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url())
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return scripts
}

async function holdsPanelCode(page: Page, url: string): Promise<boolean> {
  const source = await (await page.request.get(url)).text()
  return panelOnlyTexts.some((text) => source.includes(text))
}

test('public pages never download the panel', async ({ page, browser }) => {
  const homeScripts = [...(await scriptsLoadedBy(page, '/'))]
  expect(homeScripts.length).toBeGreaterThan(0)
  for (const url of homeScripts) expect(await holdsPanelCode(page, url), url).toBe(false)

  // The same check finds the panel where it is: on the login page.
  const loginPage = await browser.newPage()
  const loginScripts = await scriptsLoadedBy(loginPage, '/login')
  // The panel's chunk may arrive after the network first goes quiet on a busy machine: read the
  // scripts once its sign-in form is on screen.
  await expect(loginPage.getByRole('button', { name: 'Accedi al Pannello' })).toBeVisible()
  const panelScripts = []
  for (const url of [...loginScripts]) if (await holdsPanelCode(loginPage, url)) panelScripts.push(url)
  expect(panelScripts.length).toBeGreaterThan(0)
  expect(panelScripts.filter((url) => homeScripts.includes(url))).toEqual([])
  await loginPage.close()
})

test('the server sends the panel pages as a bare shell kept out of search engines', async ({ request }) => {
  for (const path of ['/login', '/admin', '/admin/new', '/admin/media']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['x-robots-tag'], path).toContain('noindex')
    const html = await response.text()
    expect(html, path).toContain('<meta name="robots" content="noindex" />')
    expect(html, path).not.toContain('Accedi al Pannello')
    expect(html, path).not.toContain('€')
  }
})

test('/admin/login answers 302 to /login', async ({ request, page }) => {
  const response = await request.get('/admin/login', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/login')

  await page.goto('/admin/login')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
})

test('the login page names the dealership and shows the password on request', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByText('Autosalone Arda')).toBeVisible()
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('segreta')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Mostra password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Nascondi password' }).click()
  await expect(password).toHaveAttribute('type', 'password')
})

test('the panel follows the language switch', async ({ page }) => {
  await page.goto('/login?lang=en')
  await expect(page.getByRole('button', { name: 'Sign in to the Panel' })).toBeVisible()
  await page.getByRole('button', { name: /^(LINGUA|LANGUAGE)/ }).click()
  await page
    .getByRole('link', { name: 'Italiano' })
    .or(page.getByRole('button', { name: 'Italiano' }))
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Accedi al Pannello' })).toBeVisible()
})

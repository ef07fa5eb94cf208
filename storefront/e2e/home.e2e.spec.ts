import { expect, test } from './support/public-test'

import { demoCars } from '@autosalone/cms/seed/demo-cars'

const available = demoCars.filter((car) => car.status === 'disponibile')

test('the home page HTML holds the demo cars before any script runs', async ({ request }) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  const html = await response.text()
  for (const car of demoCars) expect(html).toContain(car.name.replace(/&/g, '&amp;'))
  expect(html).toContain('<html lang="it"')
  expect(html).toMatch(/<script type="application\/json" id="app-state">/)
})

test('the home page shows every car after hydration, with no page error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/')
  const grid = page.locator('#parco-auto')
  for (const car of demoCars.filter((listed) => listed.status !== 'venduta'))
    await expect(grid.getByText(car.name, { exact: true })).toBeVisible()
  await expect(grid.getByText('Pronta consegna')).toHaveCount(available.length)
  expect(errors).toEqual([])
})

test('the page is interactive once hydrated: the language switch changes the texts', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: /^LANGUAGE/ }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('button', { name: /^LINGUA/ })).toBeVisible()

  // The choice is kept in a cookie, so the server renders English from now on.
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('<html lang="en"')
})

test('security headers: no inline script allowed, no framing', async ({ request }) => {
  const response = await request.get('/')
  const csp = response.headers()['content-security-policy']
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
})

test('built assets are cached for a year', async ({ page, request }) => {
  await page.goto('/')
  const src = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src')
  expect(src).toBeTruthy()
  const response = await request.get(src!)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('immutable')
})

import { demoCar, expect, slugOf, test } from './support/public-test'

/**
 * The app's start does no work the server already did (decision 038): the page carries its data
 * and its styles, so once the app has taken over a page it fetched none of them again.
 */
const pages = [
  ['home', '/'],
  ['inventory', '/annunci'],
  ['car page', `/auto/${slugOf(demoCar('BMW Serie 3'))}`],
] as const

for (const [name, path] of pages) {
  test(`the ${name} starts without asking the API or a stylesheet for what it already holds`, async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/') || request.resourceType() === 'stylesheet') {
        requests.push(`${request.method()} ${url.pathname}${url.search}`)
      }
    })
    await page.goto(path)
    // Hydrated (the fixture's goto waits for it); whatever the start asks for has gone out once
    // the network has been quiet for a while.
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('a page loads its own texts and no panel code; the others come with the way there', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(`/auto/${slugOf(demoCar('BMW Serie 3'))}`)
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((script) => /\/assets\/(admin|login|privacy|home|about)/.test(script))).toEqual([])

  // The same document throughout: each page's texts and the panel's routes arrive as it is reached.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Informativa sulla Privacy' })).toBeVisible()
  await page.locator('footer').getByRole('link', { name: 'Area riservata' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

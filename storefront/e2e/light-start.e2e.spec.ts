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

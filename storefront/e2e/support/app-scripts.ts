import { expect, type Page, type Route } from '@playwright/test'
import { visitorArrives } from './hydration'

/**
 * Holds the app's scripts back until `release` is called, as a slow connection would; the page's
 * first script, the small one that starts the others, passes.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  const held: Route[] = []
  let released = false
  let first = true
  await page.route('**/assets/*.js', async (route) => {
    if (released || first) {
      first = false
      return route.continue()
    }
    held.push(route)
  })
  return () => {
    released = true
    for (const route of held.splice(0)) void route.continue()
  }
}

/** Resolves once the app has taken over the server's HTML (started by the visitor, if nothing had). */
export async function appHasStarted(page: Page): Promise<void> {
  await visitorArrives(page)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * Opens a page as a visitor on a slow phone network finds it: the server's HTML, the app's scripts
 * still on their way (held back until the returned `startApp` is called).
 */
export async function openBeforeTheApp(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdAppScripts(page)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForLoadState('load')
  return async () => {
    await expect(page.locator('html'), 'the app has not run yet').not.toHaveAttribute('data-hydrated', 'true')
    release()
    await appHasStarted(page)
  }
}

import type { Page } from '@playwright/test'

/**
 * A visitor shows up on the page: a key pressed that does nothing on the page itself (Shift), one
 * of the signs that start the app (`app/boot.ts`), without a hover or a focus the test did not ask for.
 */
export async function visitorArrives(page: Page): Promise<void> {
  // The first script listens once it has run; as a module it runs before DOMContentLoaded, which
  // a held or slow script delays. A key pressed before then is one the page could not hear.
  await page.waitForFunction(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domContentLoadedEventStart,
  )
  await page.keyboard.press('Shift')
}

/**
 * Makes `page.goto` return once the page answers to the pointer: with JavaScript, after a visitor
 * has shown up and React has hydrated the server's HTML (the app waits for a visitor, so a click
 * made earlier is the plain link's or form's, not the app's). `waitUntil: 'commit'` returns at once,
 * as before.
 */
export function gotoWaitsForHydration(page: Page, javaScriptEnabled: boolean): void {
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    const isHtml = response?.headers()['content-type']?.startsWith('text/html') ?? false
    if (javaScriptEnabled && isHtml && options?.waitUntil !== 'commit') {
      // Only the site's own pages (the console at /cms is Payload's): those load the app's scripts.
      await visitorArrives(page)
      await page.waitForFunction(
        () =>
          document.documentElement.dataset.hydrated === 'true' ||
          !document.querySelector('script[type="module"][src^="/assets/"]'),
      )
    }
    return response
  }
}

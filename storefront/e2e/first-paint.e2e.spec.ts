import type { Page } from '@playwright/test'

import { holdAppScripts } from './support/app-scripts'
import { visitorArrives } from './support/hydration'
import { animationsSettled, demoCar, expect, slugOf, test } from './support/public-test'

/** The pages a visitor lands on, each with the element that is its largest on a phone's first screen. */
const landingPages = [
  { path: '/', largest: '.home-hero__subtitle' },
  { path: '/annunci', largest: '.car-card__image' },
  { path: `/auto/${slugOf(demoCar('BMW Serie 3'))}`, largest: '.gallery__image' },
]

/** The layout shifts the page has had so far, as the browser scores them (CLS's entries). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve(0), 500)
      }),
  )
}

test.use({ viewport: { width: 390, height: 844 } })

for (const { path, largest } of landingPages) {
  test(`${path} is drawn in its final layout before any script runs, and nothing moves when they do`, async ({
    page,
  }) => {
    const release = await holdAppScripts(page)
    await page.goto(path, { waitUntil: 'commit' })
    await page.waitForLoadState('load')
    // The server's HTML alone, not yet the app: styled (the header's dark band, the element in its place).
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    await animationsSettled(page)
    const before = await page.locator(largest).first().boundingBox()
    expect(before?.width, `${largest} is laid out`).toBeGreaterThan(200)
    const header = page.locator('.site-header')
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')

    release()
    await visitorArrives(page)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await animationsSettled(page)
    expect(await page.locator(largest).first().boundingBox()).toEqual(before)
    expect(await layoutShift(page)).toBeLessThan(0.01)
  })
}

/** The site's own scripts a page has asked for so far. */
function appScriptRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) requested.push(request.url())
  })
  return requested
}

test('the scripts wait for a visitor: a page only read loads none but the first, a tap starts the app', async ({
  page,
}) => {
  const requested = appScriptRequests(page)
  await page.goto('/annunci', { waitUntil: 'commit' })
  await page.waitForLoadState('networkidle')
  // Loaded and quiet, and still only the small first script: nobody has touched the page.
  expect(requested).toHaveLength(1)
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

  // A tap on the page (not on a link) starts the app.
  await page.mouse.click(5, 400)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  expect(requested.length).toBeGreaterThan(1)
})

test('a returning visitor’s favourites start the app as soon as the page has loaded', async ({ page }) => {
  const car = demoCar('BMW Serie 3')
  await page.addInitScript((slug) => window.localStorage.setItem('favourites', JSON.stringify([slug])), slugOf(car))
  const requested = appScriptRequests(page)
  await page.goto('/', { waitUntil: 'commit' })
  // Nobody touches the page: the header's count still appears, which only the app can know.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  expect(requested.length).toBeGreaterThan(1)
  await expect(page.getByRole('banner').getByRole('link', { name: /^Preferiti/ })).toHaveAccessibleName(
    'Preferiti 1 auto nei preferiti',
  )
})

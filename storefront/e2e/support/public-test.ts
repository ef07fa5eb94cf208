import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'

import { carSlugBase } from '@autosalone/domain/slug'
import { demoCars, type DemoCar } from '@autosalone/cms/seed/demo-cars'
import { e2eAdmin } from '../../../playwright.config'
import { cookieBannerAlreadyAnswered } from './cookie-banner'
import { gotoWaitsForHydration } from './hydration'

export { expect }

interface PublicOptions {
  /** Store the banner's dismissed flag first, so the cookie banner stays out of the way. */
  cookieBannerAnswered: boolean
}

/**
 * The public pages' test: no request leaves the machine (third-party hosts answer empty), and
 * the test fails on any error in the page or its console.
 */
export const test = base.extend<PublicOptions>({
  cookieBannerAnswered: [true, { option: true }],
  page: async ({ page, cookieBannerAnswered, baseURL, javaScriptEnabled }, use) => {
    const ownOrigin = new URL(baseURL!).origin
    gotoWaitsForHydration(page, javaScriptEnabled)
    await page.route(
      (url) => url.origin !== ownOrigin,
      (route) => route.fulfill({ status: 204, body: '' }),
    )
    if (cookieBannerAnswered) {
      await cookieBannerAlreadyAnswered(page)
    }
    const errors: string[] = []
    let answered404 = false
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.status() === 404) answered404 = true
    })
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // A page served with 404 on purpose reports that status as a console error.
      if (answered404 && message.text().includes('404')) return
      errors.push(message.text())
    })
    await use(page)
    expect(errors, 'errors in the page or its console').toEqual([])
  },
})

/** The demo cars on offer ('Pronta consegna'). */
export const availableDemoCars = demoCars.filter((car) => car.status === 'disponibile')
/** The demo cars the inventory lists: on offer or reserved (sold ones keep only their page). */
export const listedDemoCars = demoCars.filter((car) => car.status !== 'venduta')

/** The slug the catalogue gives a demo car. */
export function slugOf(car: DemoCar): string {
  return carSlugBase(car.name, car.year)
}

export function demoCar(namePart: string): DemoCar {
  const car = demoCars.find((candidate) => candidate.name.includes(namePart))
  if (!car) throw new Error(`no demo car named like ${namePart}`)
  return car
}

/** Signs the request context in as the e2e server's administrator. */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/users/login', { data: e2eAdmin })
  expect(response.ok(), await response.text()).toBe(true)
}

/** The names of the cars in the grid on screen. */
export function carNamesOnPage(page: Page) {
  return page.locator('.car-card__name').allInnerTexts()
}

/**
 * Waits for the page's finite animations (a banner fading in, cards sliding up) to end, so what is
 * measured is what the page settles on. The brand strip's endless scroll never ends and is left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  )
}

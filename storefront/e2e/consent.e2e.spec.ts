import type { APIRequest, Page } from '@playwright/test'

import { expect, signInAsAdmin, test } from './support/public-test'

// Changes the site settings (an analytics id), so its tests run one after the other.
test.describe.configure({ mode: 'serial' })
test.use({ cookieBannerAnswered: false })

const measurementId = 'G-E2ETEST42'
const banner = (page: Page) => page.getByRole('region', { name: 'Rispettiamo la tua privacy' })

/** Every request the page makes to Google's tag host, answered locally with an empty script. */
async function watchAnalytics(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  await page.route('https://*.google-analytics.com/**', (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 204, body: '' })
  })
  return requests
}

function storedConsent(page: Page) {
  return page.evaluate(() => ({
    consent: localStorage.getItem('cookie-consent'),
    dismissed: localStorage.getItem('cookie-banner-dismissed'),
  }))
}

function consentSignals(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'consent'),
  )
}

async function setAnalyticsId(baseURL: string | undefined, requests: APIRequest, id: string | null) {
  const admin = await requests.newContext({ baseURL })
  await signInAsAdmin(admin)
  const response = await admin.post('/api/globals/site-settings', { data: { analyticsId: id } })
  expect(response.ok(), await response.text()).toBe(true)
  await admin.dispose()
}

test.beforeAll(async ({ playwright, baseURL }) => setAnalyticsId(baseURL, playwright.request, measurementId))
test.afterAll(async ({ playwright, baseURL }) => setAnalyticsId(baseURL, playwright.request, null))

test('without an answer nothing reaches analytics and consent mode says denied', async ({ page }) => {
  const analytics = await watchAnalytics(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )

  const [defaults] = await consentSignals(page)
  expect(defaults).toEqual([
    'consent',
    'default',
    expect.objectContaining({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    }),
  ])
  await page.getByRole('link', { name: 'Annunci' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Annunci auto' })).toBeVisible()
  expect(analytics).toEqual([])
  expect(await storedConsent(page)).toEqual({ consent: null, dismissed: null })
})

test('accept all stores both keys, grants consent mode and loads analytics once', async ({ page }) => {
  const analytics = await watchAnalytics(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click()

  await expect(banner(page)).toHaveCount(0)
  await expect(page.locator('.toast').filter({ hasText: 'Preferenze salvate' })).toBeVisible()
  expect(JSON.parse((await storedConsent(page)).consent!)).toEqual({
    necessary: true,
    analytics: true,
    marketing: true,
    preferences: true,
  })
  expect((await storedConsent(page)).dismissed).toBe('true')
  expect((await consentSignals(page)).at(-1)).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
  ])
  await expect
    .poll(() => analytics.filter((url) => url.includes('/gtag/js')))
    .toEqual([`https://www.googletagmanager.com/gtag/js?id=${measurementId}`])
  await expect(page.locator('script[src*="googletagmanager.com/gtag/js"]')).toHaveCount(1)

  await page.getByRole('link', { name: 'Chi siamo' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible()
  await expect(page.locator('script[src*="googletagmanager.com/gtag/js"]')).toHaveCount(1)

  // The answer is remembered: no banner after a reload, and analytics comes straight back.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await expect.poll(() => analytics.filter((url) => url.includes('/gtag/js')).length).toBe(2)
  expect((await consentSignals(page))[1]).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted' }),
  ])
})

test('necessary only stores the refusal and never loads analytics, also after a reload', async ({ page }) => {
  const analytics = await watchAnalytics(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Solo necessari' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(JSON.parse((await storedConsent(page)).consent!)).toEqual({
    necessary: true,
    analytics: false,
    marketing: false,
    preferences: false,
  })
  expect((await consentSignals(page)).at(-1)).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
  ])

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Auto nuove, usate e a km 0' })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  expect(analytics).toEqual([])
})

test('customize: necessary locked on, closing saves nothing, saving keeps only what was chosen', async ({ page }) => {
  const analytics = await watchAnalytics(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Personalizza' }).click()

  const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Sempre attivi')).toBeVisible()
  for (const name of ['Analisi', 'Marketing', 'Preferenze']) {
    await expect(dialog.getByRole('switch', { name })).not.toBeChecked()
  }

  await dialog.getByRole('switch', { name: 'Marketing' }).check()
  await dialog.getByRole('button', { name: 'Chiudi senza salvare' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(banner(page)).toBeVisible()
  expect(await storedConsent(page)).toEqual({ consent: null, dismissed: null })

  await banner(page).getByRole('button', { name: 'Personalizza' }).click()
  await dialog.getByRole('switch', { name: 'Preferenze' }).check()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  expect(await storedConsent(page)).toEqual({ consent: null, dismissed: null })

  await banner(page).getByRole('button', { name: 'Personalizza' }).click()
  await dialog.getByRole('switch', { name: 'Preferenze' }).check()
  await dialog.getByRole('button', { name: 'Salva preferenze' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(banner(page)).toHaveCount(0)
  expect(JSON.parse((await storedConsent(page)).consent!)).toEqual({
    necessary: true,
    analytics: false,
    marketing: false,
    preferences: true,
  })
  expect(analytics).toEqual([])
})

test('the cookie policy reopens the choices, which can then allow analytics', async ({ page }) => {
  const analytics = await watchAnalytics(page)
  await page.goto('/cookie-policy')
  await banner(page).getByRole('button', { name: 'Solo necessari' }).click()

  await page.getByRole('button', { name: 'Modifica le preferenze sui cookie' }).click()
  const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' })
  await dialog.getByRole('switch', { name: 'Analisi' }).check()
  await dialog.getByRole('button', { name: 'Salva preferenze' }).click()

  await expect.poll(() => analytics.filter((url) => url.includes('/gtag/js')).length).toBe(1)
  expect(JSON.parse((await storedConsent(page)).consent!)).toMatchObject({ analytics: true, marketing: false })
})

test('the English banner speaks English', async ({ page }) => {
  await page.goto('/?lang=en')
  const englishBanner = page.getByRole('region', { name: 'We respect your privacy' })
  await expect(englishBanner.getByRole('button', { name: 'Accept all' })).toBeVisible()
  await expect(englishBanner.getByRole('button', { name: 'Necessary only' })).toBeVisible()
  await expect(englishBanner.getByRole('button', { name: 'Customise' })).toBeVisible()
})

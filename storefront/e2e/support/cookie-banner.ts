import type { Page } from '@playwright/test'

/**
 * Stores the banner's dismissed flag before any page runs, as a visitor who answered it earlier
 * has it: the banner, which the app adds once it runs, never slides in under a click.
 */
export async function cookieBannerAlreadyAnswered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('cookie-banner-dismissed', 'true')
    } catch {
      // frames of other origins have no storage for us
    }
  })
}

import fs from 'node:fs'
import { expect, test as base, type Page } from '@playwright/test'

import { FORM_STAMP_FIELD } from '@autosalone/domain/leads/form-stamp'
import { freePort, startServer, tempDataDir, type RunningServer } from '@autosalone/cms/tests/server'
import { startTestSmtp, type TestSmtp } from '../../../tests/support/testSmtp'
import { e2eAdmin } from '../../../playwright.config'
import { cookieBannerAlreadyAnswered } from './cookie-banner'
import { gotoWaitsForHydration } from './hydration'

export { expect, e2eAdmin }

let nextAddress = 1

/**
 * The lead forms' tests: a server of their own (their requests must not show in the
 * public pages' tests) that mails a real SMTP server on loopback, which the tests read.
 * Each test comes from its own client address, so the per-address limit counts each apart.
 */
type WorkerFixtures = {
  /** More environment for the server, e.g. a bound a file's tests need low (`test.use` at the file's top). */
  leadServerEnv: Record<string, string>
  leadServer: { server: RunningServer; smtp: TestSmtp }
}

export const test = base.extend<{ smtp: TestSmtp }, WorkerFixtures>({
  leadServerEnv: [{}, { scope: 'worker', option: true }],
  leadServer: [
    async ({ leadServerEnv }, use) => {
      const smtp = await startTestSmtp()
      const dataDir = tempDataDir('leads-e2e')
      const server = await startServer({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        SEED_DEMO: 'true',
        ADMIN_USERNAME: e2eAdmin.username,
        ADMIN_PASSWORD: e2eAdmin.password,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Sito <sito@autosalone.example>',
        TRUST_PROXY: 'loopback',
        LEADS_PER_HOUR: '10000',
        ...leadServerEnv,
      })
      await use({ server, smtp })
      await server.stop()
      await smtp.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ leadServer }, use) => use(leadServer.server.url),
  smtp: async ({ leadServer }, use) => use(leadServer.smtp),
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) =>
    use({
      'x-forwarded-for': `10.${testInfo.workerIndex}.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
    }),
  page: async ({ page, javaScriptEnabled }, use) => {
    gotoWaitsForHydration(page, javaScriptEnabled)
    await cookieBannerAlreadyAnswered(page)
    await use(page)
  },
})

/**
 * Sends like a robot that posts as soon as it has the page: the form's stamp is swapped for one the
 * server signs now, so the send is measured from a moment ago however long the browser took to fill.
 */
export async function stampedJustNow(page: Page): Promise<void> {
  const html = await (await page.request.get(page.url())).text()
  const stamp = new RegExp(`name="${FORM_STAMP_FIELD}" form="[^"]+" value="([^"]+)"`).exec(html)?.[1]
  if (!stamp) throw new Error("the page carries no stamp of the server's")
  await page.locator(`input[name="${FORM_STAMP_FIELD}"]`).evaluateAll((inputs: HTMLInputElement[], value) => {
    for (const input of inputs) input.value = value
  }, stamp)
}

/** A person takes longer than the form's minimum fill time, which the server counts from when it sent the page. */
export async function waitLikeAPerson(page: Page): Promise<void> {
  await page.waitForTimeout(3_200)
}

/** Fills the contact part every form shares. */
export async function fillContact(page: Page, form: ReturnType<Page['locator']>, name: string): Promise<void> {
  await form.getByLabel('Nome e cognome').fill(name)
  await form.getByRole('textbox', { name: 'Telefono' }).fill('+39 333 1234567')
  await form.getByRole('textbox', { name: 'E-mail' }).fill('cliente@example.com')
  await form.getByRole('checkbox', { name: /informativa sulla privacy/ }).check()
}

import type { APIRequestContext } from '@playwright/test'

import { lexicalLink, lexicalParagraph, lexicalText } from '@autosalone/cms/tests/lexical'
import { expect, signInAsAdmin, test } from './support/public-test'

const ITALIAN_MISSION = /^Rendere l'acquisto di un'auto semplice/
const ENGLISH_MISSION = /^To make buying a car simple/

const empty = { about: { mission: null, experience: null } }

async function saveTexts(request: APIRequestContext, data: object): Promise<void> {
  const response = await request.post('/api/globals/site-texts', { data })
  expect(response.ok(), await response.text()).toBe(true)
}

/** Plain words, bold words and a link, as the console stores them. */
function paragraphWithLink(plain: string, bold: string, url: string, linkWords: string) {
  return lexicalParagraph(lexicalText(plain), lexicalText(bold, 1), lexicalText(' '), lexicalLink(url, linkWords))
}

test.describe.configure({ mode: 'serial' })

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL })
  await signInAsAdmin(request)
  await saveTexts(request, { it: empty, en: empty })
  await request.dispose()
})

test('the dealer rewrites the Italian about text in the console, starting from today’s, and the page shows it at once', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const mission = page.locator('.about__lead')
  await page.goto('/chi-siamo?lang=it')
  await expect(mission).toHaveText(ITALIAN_MISSION)

  await signInAsAdmin(page.request)
  // The panel's settings lead to the console's page of texts, Payload's own app.
  await page.goto('/admin/impostazioni')
  const toConsole = page.getByRole('link', { name: 'Modifica i testi del sito' })
  await expect(toConsole).toHaveAttribute('href', '/cms/globals/site-texts')
  await toConsole.click()
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toBeVisible({ timeout: 60_000 })
  // The editor starts from the words the page shows today, ready to change one of them.
  await expect(editor).toHaveText(ITALIAN_MISSION)
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('Auto scelte ')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.type('una per una')
  await page.keyboard.press('ControlOrMeta+b')
  // A typed address becomes a link of its own.
  await page.keyboard.type(', leggi https://www.example.it/storia ')
  await page.getByRole('button', { name: 'Salva' }).click()
  await expect(page.getByText('aggiornato con successo')).toBeVisible()

  await page.goto('/chi-siamo')
  await expect(mission).toContainText('Auto scelte una per una, leggi https://www.example.it/storia')
  await expect(mission.locator('strong')).toHaveText('una per una')
  await expect(mission.getByRole('link', { name: 'https://www.example.it/storia' })).toHaveAttribute(
    'href',
    'https://www.example.it/storia',
  )

  // English keeps its own default text until its own field is written.
  await page.goto('/about?lang=en')
  await expect(mission).toHaveText(ENGLISH_MISSION)
})

test('an English text edited through the API shows on the next request, each language its own', async ({ page }) => {
  await signInAsAdmin(page.request)
  await saveTexts(page.request, {
    en: {
      about: { mission: paragraphWithLink('Cars chosen ', 'one by one', 'mailto:info@example.it', 'write to us') },
    },
  })

  const mission = page.locator('.about__lead')
  await page.goto('/about?lang=en')
  await expect(mission).toHaveText('Cars chosen one by one write to us')
  await expect(mission.locator('strong')).toHaveText('one by one')
  await expect(mission.getByRole('link', { name: 'write to us' })).toHaveAttribute('href', 'mailto:info@example.it')

  await page.goto('/chi-siamo?lang=it')
  await expect(mission.locator('strong')).toHaveText('una per una')
})

test('a service text shows on its page and in its section of the services page, then goes back to the default', async ({
  page,
}) => {
  await signInAsAdmin(page.request)
  await saveTexts(page.request, {
    it: { servicePages: { noleggio: paragraphWithLink('Furgoni ', 'da 9 posti', 'javascript:alert(1)', 'e altro') } },
  })

  await page.goto('/servizi/noleggio?lang=it')
  const intro = page.locator('.service-page__intro')
  await expect(intro).toHaveText('Furgoni da 9 posti e altro')
  await expect(intro.getByRole('link')).toHaveCount(0)
  await page.goto('/servizi')
  await expect(page.locator('#noleggio .service-section__intro')).toHaveText('Furgoni da 9 posti e altro')

  await saveTexts(page.request, { it: { servicePages: { noleggio: null } } })
  await page.goto('/servizi/noleggio')
  await expect(intro).toHaveText(/^Per un viaggio, un trasloco/)
})

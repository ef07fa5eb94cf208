import type { Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'
import { e2eAdmin, expect, test } from './support/leads-test'

const SEARCH = '/annunci?fuel=diesel&category=suv&maxPrice=20000'
const IN_WORDS = 'SUV diesel sotto 20.000 €'

const addressedTo = (address: string) => (mail: ParsedMail) => !Array.isArray(mail.to) && mail.to?.text === address
/** A link of the e-mail's text, where it follows its words ('Annulla questo avviso: https://...'). */
function linkAfter(mail: ParsedMail, pattern: RegExp): string {
  const found = pattern.exec(mail.text ?? '')
  if (!found) throw new Error(`no ${pattern} in: ${mail.text}`)
  return found[1]
}
const origin = (page: Page) => new URL(page.url()).origin

async function signUp(page: Page, email: string) {
  await page.goto(SEARCH)
  const form = page.getByRole('region', { name: "Avvisami quando arriva un'auto così" })
  await expect(form.getByText(`Ricerca: ${IN_WORDS}`)).toBeVisible()
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await form.getByRole('checkbox', { name: /informativa sulla privacy/ }).check()
  await form.getByRole('button', { name: 'Avvisami' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Controlla la tua e-mail' })).toBeVisible()
}

test('an alert is signed up on the inventory, confirmed from the e-mail, counted in the panel, and cancelled from its link', async ({
  page,
  smtp,
}) => {
  await signUp(page, 'avviso-e2e@example.com')

  const confirmation = await smtp.waitFor(addressedTo('avviso-e2e@example.com'))
  expect(confirmation.subject).toContain('Conferma il tuo avviso')
  const confirmLink = linkAfter(confirmation, /(https?:\/\/\S+\/api\/search-alerts\/confirm\?token=[\w-]+)/)
  // The e-mail's links name the site's configured address; the test server answers on its own.
  await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, origin(page)))
  await expect(page.getByRole('status').filter({ hasText: 'Avviso confermato' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: IN_WORDS })).toBeVisible()

  const response = await page.request.post('/api/admin/login', { data: e2eAdmin })
  expect(response.status()).toBe(200)
  await page.goto('/admin/ricerche-salvate')
  await expect(page.getByText(`1 persona cerca ${IN_WORDS}`)).toBeVisible()

  const unsubscribe = linkAfter(confirmation, /Annulla questo avviso: (\S+)/)
  await page.goto(unsubscribe.replace(/^https?:\/\/[^/]+/, origin(page)))
  await page.getByRole('button', { name: `Annulla l'avviso ${IN_WORDS}` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Avviso annullato' })).toBeVisible()
  await page.goto('/admin/ricerche-salvate')
  await expect(page.getByText('Nessuno ha ancora confermato un avviso di ricerca.')).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts itself and answers with the page that says to check the e-mail', async ({ page, smtp }) => {
    await signUp(page, 'senza-script@example.com')
    const confirmation = await smtp.waitFor(addressedTo('senza-script@example.com'))
    expect(confirmation.text).toContain(IN_WORDS)
  })
})

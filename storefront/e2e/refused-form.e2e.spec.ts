import { demoCar, slugOf } from './support/public-test'
import { expect, fillContact, stampedJustNow, test, waitLikeAPerson } from './support/leads-test'

/** Without the page's script, a form the server refuses comes back as the visitor filled it. */
test.use({ javaScriptEnabled: false })

test('a refused contact form comes back with everything typed, beside the error', async ({ page }) => {
  await page.goto('/contatti')
  const form = page.getByRole('form', { name: 'Scrivici' })
  await fillContact(page, form, 'Senza script')
  await form.getByRole('textbox', { name: 'Telefono' }).fill('non è un numero')
  await form.getByRole('radio', { name: 'E-mail' }).check()
  await form.getByLabel(/Messaggio/).fill('Avete una station wagon diesel?')
  await form.getByRole('checkbox', { name: /offerte/ }).check()
  await waitLikeAPerson(page)
  await form.getByRole('button', { name: 'Invia il messaggio' }).click()

  await expect(page).toHaveURL(/\/contatti\?richiesta=errore&modulo=contatto&campi=phone%3AinvalidPhone/)
  const phone = form.getByRole('textbox', { name: 'Telefono' })
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toHaveValue('non è un numero')
  await expect(form.getByLabel('Nome e cognome')).toHaveValue('Senza script')
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('cliente@example.com')
  await expect(form.getByRole('radio', { name: 'E-mail' })).toBeChecked()
  await expect(form.getByLabel(/Messaggio/)).toHaveValue('Avete una station wagon diesel?')
  await expect(form.getByRole('checkbox', { name: /informativa sulla privacy/ })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: /offerte/ })).toBeChecked()

  // Shown once: the page after that is the plain form again.
  await page.goto('/contatti')
  await expect(form.getByLabel('Nome e cognome')).toHaveValue('')
})

test('a test drive sent too soon comes back with its day and time', async ({ page }) => {
  const car = demoCar('BMW Serie 3')
  await page.goto(`/auto/${slugOf(car)}`)
  await page.getByText('Prenota un test drive', { exact: true }).first().click()
  const form = page.getByRole('form', { name: 'Prenota un test drive' })
  const [date] = await form.getByLabel(/^Giorno/).selectOption({ index: 2 })
  await form.getByLabel(/^Orario/).selectOption('10:00')
  await fillContact(page, form, 'Troppo in fretta')
  // Sent at once after the page arrived: faster than a person.
  await stampedJustNow(page)
  await form.getByRole('button', { name: 'Prenota il test drive' }).click()

  await expect(page).toHaveURL(/richiesta=troppo-veloce&modulo=test-drive/)
  await expect(form.getByLabel(/^Giorno/)).toHaveValue(date)
  await expect(form.getByLabel(/^Orario/)).toHaveValue('10:00')
  await expect(form.getByLabel('Nome e cognome')).toHaveValue('Troppo in fretta')
  // Now it has been long enough: sent again as it came back, it is taken.
  await waitLikeAPerson(page)
  await form.getByRole('button', { name: 'Prenota il test drive' }).click()
  await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=test-drive&/)
})

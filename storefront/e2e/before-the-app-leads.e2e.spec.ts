import { demoCar, slugOf } from './support/public-test'
import { openBeforeTheApp } from './support/app-scripts'
import { expect, fillContact, test, waitLikeAPerson } from './support/leads-test'

/*
 * Requests filled in while the app's scripts are still on their way, then sent once the app
 * runs: they reach the dealer as the visitor filled them, and a visitor who filled a form before
 * the app started is never refused as too fast.
 */

const car = demoCar('BMW Serie 3')

test('a contact form filled before the app and sent at once after it starts is taken', async ({ page, smtp }) => {
  const startApp = await openBeforeTheApp(page, '/contatti')
  const form = page.getByRole('form', { name: 'Scrivici' })
  await fillContact(page, form, 'Prima dello script')
  await form.getByLabel(/Messaggio/).fill('Scritto mentre la pagina caricava.')
  // The visitor spends the time a person needs while the scripts are still loading.
  await waitLikeAPerson(page)
  await startApp()
  await form.getByRole('button', { name: 'Invia il messaggio' }).click()
  await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=contatto&pagina=%2Fcontatti&contatto=/)
  const mail = await smtp.waitFor((message) => message.subject === 'Messaggio dal sito da Prima dello script')
  expect(mail.text).toContain('Scritto mentre la pagina caricava.')
})

test('a test drive whose day was chosen before the app is sent with that day', async ({ page, smtp }) => {
  const startApp = await openBeforeTheApp(page, `/auto/${slugOf(car)}`)
  await page.getByText('Prenota un test drive', { exact: true }).first().click()
  const form = page.getByRole('form', { name: 'Prenota un test drive' })
  const [date] = await form.getByLabel(/^Giorno/).selectOption({ index: 2 })
  await form.getByLabel(/^Orario/).selectOption('10:00')
  await fillContact(page, form, 'Test drive prima dello script')
  await waitLikeAPerson(page)
  await startApp()
  await form.getByRole('button', { name: 'Prenota il test drive' }).click()
  await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=test-drive&/)
  const mail = await smtp.waitFor((message) => message.subject?.includes('Test drive prima dello script') ?? false)
  expect(mail.text).toContain(`date: ${date}`)
  expect(mail.text).toContain('time: 10:00')
})

test('a finance request sends the figures typed before the app', async ({ page, smtp }) => {
  const startApp = await openBeforeTheApp(page, '/servizi/finanziamenti')
  const calculator = page.getByRole('form', { name: 'Calcola la rata' })
  await calculator.getByLabel('Anticipo (€)').fill('5000')
  await calculator.getByLabel('Durata (mesi)').selectOption('36')
  const form = page.getByRole('form', { name: 'Richiedi il finanziamento' })
  await fillContact(page, form, 'Rata prima dello script')
  await waitLikeAPerson(page)
  await startApp()
  await form.getByRole('button', { name: 'Richiedi il finanziamento' }).click()
  await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=finanziamento&/)
  const mail = await smtp.waitFor(
    (message) => message.subject === 'Richiesta di finanziamento da Rata prima dello script',
  )
  expect(mail.text).toContain('downPayment: 5000')
  expect(mail.text).toContain('estimate.months: 36')
})

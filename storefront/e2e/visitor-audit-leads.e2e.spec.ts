import type { APIRequestContext } from '@playwright/test'
import { dealerNow } from '@autosalone/domain/leads/test-drive-slots'
import { demoCar, slugOf } from './support/public-test'
import { e2eAdmin, expect, fillContact, test, waitLikeAPerson } from './support/leads-test'

const phone = { width: 390, height: 844 }
const car = demoCar('BMW Serie 3')

/** A calendar day some days from today at the dealer's. */
function dayAhead(days: number): string {
  const today = new Date(`${dealerNow(new Date()).date}T12:00:00Z`)
  today.setUTCDate(today.getUTCDate() + days)
  return today.toISOString().slice(0, 10)
}

async function signIn(request: APIRequestContext) {
  expect((await request.post('/api/users/login', { data: e2eAdmin })).ok()).toBe(true)
}

test.describe('phone, Italian, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone })

  test('test-drive times follow each day’s hours; holidays and the dealer’s closures are not offered', async ({
    page,
    request,
  }) => {
    await signIn(request)
    const settings = await (await request.get('/api/admin/settings')).json()
    const closed = dayAhead(3)
    const saved = await request.put('/api/admin/settings', {
      data: { ...settings, closures: [{ from: closed, to: '' }] },
    })
    expect(saved.ok(), await saved.text()).toBe(true)

    await page.goto(`/auto/${slugOf(car)}?modulo=test-drive`)
    const form = page.getByRole('form', { name: 'Prenota un test drive' })
    const days = await form
      .getByLabel(/^Giorno/)
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
    expect(days).not.toContain(closed)
    for (const day of days) expect(day.slice(5)).not.toMatch(/^(12-08|12-25|12-26|01-01|01-06)$/)
    // Saturday's group ends with the slot that ends at 13:00.
    const saturday = form.getByLabel(/^Orario/).locator('optgroup[label="Sabato"] option')
    await expect(saturday).toHaveText(['09:00', '10:00', '11:00', '12:00'])

    // The server refuses a day of the closures list, and says why by the field.
    await form.getByLabel(/^Giorno/).evaluate((select: HTMLSelectElement, day) => {
      select.append(new Option(day, day))
      select.value = day
    }, closed)
    await form.getByLabel(/^Orario/).selectOption('10:00')
    await fillContact(page, form, 'Giorno chiuso')
    await waitLikeAPerson(page)
    await form.getByRole('button', { name: 'Prenota il test drive' }).click()
    await expect(page).toHaveURL(/campi=date%3AclosedDay/)
    const again = page.getByRole('form', { name: 'Prenota un test drive' })
    const alert = again.getByRole('alert')
    await expect(alert).toHaveText('La richiesta non è stata inviata: correggi i campi segnalati.')
    // The collapsed header leaves the message in sight.
    const header = (await page.locator('.site-header').boundingBox())!
    const message = (await alert.boundingBox())!
    expect(message.y).toBeGreaterThanOrEqual(header.y + header.height)
    await expect(again.getByText('In quel giorno il salone è chiuso.')).toBeVisible()

    await request.put('/api/admin/settings', { data: { ...settings, closures: [] } })
  })

  test('WhatsApp as the preferred contact needs a phone number', async ({ page }) => {
    await page.goto('/contatti')
    const form = page.getByRole('form', { name: 'Scrivici' })
    await fillContact(page, form, 'Solo e-mail')
    await form.getByRole('textbox', { name: 'Telefono' }).fill('')
    await form.getByRole('radio', { name: 'WhatsApp' }).check()
    await form.getByLabel(/Messaggio/).fill('Scrivetemi su WhatsApp')
    await waitLikeAPerson(page)
    await form.getByRole('button', { name: 'Invia il messaggio' }).click()
    await expect(page).toHaveURL(/campi=phone%3AwhatsappNeedsPhone/)
    await expect(page.getByText('Per essere contattato su WhatsApp indica il numero di telefono.')).toBeVisible()
  })

  test('the confirmation page sums up what was sent', async ({ page }) => {
    await page.goto(`/auto/${slugOf(car)}?modulo=test-drive`)
    const form = page.getByRole('form', { name: 'Prenota un test drive' })
    const [day] = await form.getByLabel(/^Giorno/).selectOption({ index: 2 })
    await form.getByLabel(/^Orario/).selectOption('11:00')
    await fillContact(page, form, 'Riepilogo')
    await form.getByRole('radio', { name: 'WhatsApp' }).check()
    await waitLikeAPerson(page)
    await form.getByRole('button', { name: 'Prenota il test drive' }).click()
    await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=test-drive&/)
    const summary = page.getByRole('region', { name: 'Riepilogo della richiesta' })
    await expect(summary).toContainText('Test drive')
    await expect(summary).toContainText('11:00')
    await expect(summary).toContainText('WhatsApp')
    expect(page.url()).toContain(`giorno=${day}`)
    await summary.getByRole('link', { name: 'torna alla pagina' }).click()
    await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible()
  })
})

test.describe('desktop, English', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the dealer’s English description and features show on English pages; the partita IVA in the footer', async ({
    page,
    request,
  }) => {
    await signIn(request)
    const found = await (await request.get(`/api/cars?where[slug][equals]=${slugOf(car)}&depth=0`)).json()
    const id = found.docs[0].id as number
    const updated = await request.patch(`/api/cars/${id}`, {
      data: { descriptionEn: 'A well kept estate, fully serviced.', featuresEn: ['Satellite navigation'] },
    })
    expect(updated.ok(), await updated.text()).toBe(true)
    const settings = await (await request.get('/api/admin/settings')).json()
    expect((await request.put('/api/admin/settings', { data: { ...settings, vatNumber: '01234567897' } })).ok()).toBe(
      true,
    )

    await page.goto(`/auto/${slugOf(car)}?lang=en`)
    await expect(page.locator('.car-detail__description')).toHaveText('A well kept estate, fully serviced.')
    await expect(page.locator('.car-detail__description')).toHaveAttribute('lang', 'en')
    await expect(page.locator('.car-detail__features')).toHaveText('Satellite navigation')
    await expect(page.getByText('Description in Italian')).toHaveCount(0)
    await expect(page.locator('.site-footer')).toContainText('VAT no. 01234567897')
    const answer = await (await request.get(`/api/cars/by-slug/${slugOf(car)}`)).json()
    expect(answer.descriptionEn ?? answer.car?.descriptionEn).toBe('A well kept estate, fully serviced.')
  })
})

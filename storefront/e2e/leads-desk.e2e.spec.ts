import type { APIRequestContext, Page } from '@playwright/test'

import { dealerToday } from '@autosalone/domain/leads/lead-desk'
import { e2eAdmin, expect, test } from './support/leads-test'

/** A salesperson of their own for each test, signed in on the page: the activity names them. */
async function signInAsSalesperson(page: Page, username: string, name: string) {
  expect((await page.request.post('/api/admin/login', { data: e2eAdmin })).status()).toBe(200)
  const created = await page.request.post('/api/admin/users', { data: { name, username, role: 'venditore' } })
  expect(created.status()).toBe(201)
  const { password } = (await created.json()) as { password: string }
  expect((await page.request.post('/api/admin/login', { data: { username, password } })).status()).toBe(200)
}

/** A booked test drive today at 10:30 on a car of its own, stored as the site's form would. */
async function bookTestDrive(request: APIRequestContext, customer: string, carName: string) {
  const car = await request.post('/api/admin/cars', {
    data: { brand: 'Alfa Romeo', model: 'Giulia', name: carName, year: 2021, price: 32900 },
  })
  expect(car.status()).toBe(201)
  const carId = ((await car.json()) as { id: number }).id
  const lead = await request.post('/api/leads', {
    data: {
      type: 'test-drive',
      name: customer,
      phone: '+39 340 1112233',
      car: carId,
      details: { date: dealerToday(), time: '10:30' },
      consents: { privacyVersion: 'v1', privacyAt: new Date().toISOString() },
    },
  })
  expect(lead.status()).toBe(201)
  return { carId, leadId: ((await lead.json()) as { doc: { id: number } }).doc.id }
}

const todayInItalian = () =>
  new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(new Date())

for (const [device, viewport] of [
  ['desk', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`the lead desk on a ${device}`, () => {
    test.use({ viewport, isMobile: device === 'phone', hasTouch: device === 'phone' })

    test('a call noted with who and when, a reminder for today, the week’s test drives, the car sold', async ({
      page,
    }) => {
      const tag = `${device}${Date.now()}`
      const customer = `Sara Prova ${tag}`
      const carName = `Alfa Romeo Giulia ${tag}`
      await signInAsSalesperson(page, `marta${tag}`, `Marta Rossi ${device}`)
      const { carId, leadId } = await bookTestDrive(page.request, customer, carName)

      // A call with its outcome, dated and signed by the salesperson.
      await page.goto(`/admin/richieste/${leadId}`)
      await expect(page.getByRole('heading', { name: `${customer} · Test drive` })).toBeVisible()
      await page.getByRole('radio', { name: 'Chiamata' }).check()
      await page.getByLabel('Esito della chiamata o nota').fill('Risponde, conferma il test drive')
      await page.getByRole('button', { name: 'Aggiungi' }).click()
      const activity = page.getByRole('list', { name: 'Attività' })
      const call = activity.getByRole('listitem').filter({ hasText: 'Risponde, conferma il test drive' })
      await expect(call).toContainText('Chiamata')
      await expect(call).toContainText(`Marta Rossi ${device}, ${todayInItalian()}`)
      await expect(page.getByLabel('Esito della chiamata o nota')).toHaveValue('')

      // A status change made on the request is written there by itself, newest first.
      await page.getByLabel('Stato').selectOption('in-lavorazione')
      await page.getByRole('button', { name: 'Salva', exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Richiesta aggiornata' })).toBeVisible()
      await expect(activity.getByRole('listitem').first()).toContainText('Cambio di stato')
      await expect(activity.getByRole('listitem').first()).toContainText('da «Nuova» a «In lavorazione»')
      await expect(activity.getByRole('listitem')).toHaveCount(2)

      // A reminder for today, then the request under 'Da richiamare oggi'.
      await page.getByLabel('Da richiamare il').fill(dealerToday())
      await page.getByRole('button', { name: 'Imposta promemoria' }).click()
      await expect(page.getByRole('status').filter({ hasText: /^Da richiamare il / })).toBeVisible()
      await page.goto('/admin/richieste')
      const dueFilter = page.getByRole('checkbox', { name: /^Da richiamare oggi \(\d+\)$/ })
      await expect(dueFilter).toBeVisible()
      await expect(dueFilter).not.toHaveAccessibleName('Da richiamare oggi (0)')
      // The box follows the address, which the router updates a moment after the tap.
      await dueFilter.click()
      await expect(dueFilter).toBeChecked()
      await expect(page).toHaveURL(/[?&]due=1/)
      const listed = page.getByRole('link', { name: `Apri la richiesta di ${customer}` })
      await expect(listed).toBeVisible()
      await expect(listed).toContainText('Da richiamare il')

      // The week's calendar: today's week first, the test drive with its time, car and customer.
      await page.getByRole('link', { name: 'Calendario test drive' }).click()
      await expect(page).toHaveURL(/\/admin\/richieste\/calendario$/)
      const entry = page.getByRole('link', { name: `Apri la richiesta di ${customer}` })
      await expect(entry).toContainText('ore 10:30')
      await expect(entry).toContainText(carName)
      const days = page.locator('.td-day')
      await expect(days).toHaveCount(7)
      const [monday, tuesday] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()]
      if (device === 'desk') expect(tuesday!.y).toBe(monday!.y)
      else {
        // One day under the other, the whole width of the phone.
        expect(tuesday!.y).toBeGreaterThan(monday!.y + monday!.height - 1)
        expect(tuesday!.x).toBe(monday!.x)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      }
      await page.getByRole('button', { name: 'Settimana successiva' }).click()
      await expect(page).toHaveURL(/settimana=/)
      await expect(entry).toHaveCount(0)
      await page.getByRole('button', { name: 'Settimana precedente' }).click()
      await entry.click()
      await expect(page).toHaveURL(new RegExp(`/admin/richieste/${leadId}$`))

      // The car sold to this customer, set sold in the same step, and the request named on the car.
      await page.getByLabel("Cerca un'auto (nome o targa)").fill(tag)
      await page.getByRole('button', { name: `Scegli ${carName}` }).click()
      await expect(page.getByRole('checkbox', { name: "Segna anche l'auto come venduta" })).toBeChecked()
      await page.getByRole('button', { name: 'Venduta a questo cliente' }).click()
      await expect(page.getByRole('link', { name: `Auto venduta: ${carName}` })).toBeVisible()
      await expect(page.locator('.lead-sold-car')).toContainText('(Venduta)')
      await page.getByRole('link', { name: `Auto venduta: ${carName}` }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/edit/${carId}$`))
      await page.getByRole('link', { name: `Richiesta di ${customer}` }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/richieste/${leadId}$`))
    })
  })
}

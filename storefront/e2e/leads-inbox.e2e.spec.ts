import { parse } from 'csv-parse/sync'
import type { APIRequestContext } from '@playwright/test'

import { e2eAdmin, expect, test } from './support/leads-test'
import { seriousViolations } from './support/axe'

/** A request as the page's script sends it, from its own address. */
async function sendLead(request: APIRequestContext, fields: Record<string, string>, address: string) {
  const response = await request.post('/api/leads/submit', {
    headers: { accept: 'application/json', 'x-forwarded-for': address },
    data: { privacy: 'on', page: '/contatti', language: 'it', phone: '+39 333 7654321', ...fields },
  })
  expect(response.status()).toBe(201)
}

test('the inbox: new count in the header, filters, status and notes, CSV', async ({ page }) => {
  const stamp = Date.now()
  const contactName = `Giulia Contatto ${stamp}`
  const tradeInName = `Paolo Permuta ${stamp}`
  await sendLead(
    page.request,
    { type: 'contatto', name: contactName, email: 'giulia@example.com', message: 'Richiamatemi' },
    '10.200.0.1',
  )
  await sendLead(
    page.request,
    { type: 'valutazione', name: tradeInName, make: 'Opel', model: 'Corsa', year: '2016', km: '120000', message: '' },
    '10.200.0.2',
  )
  expect((await page.request.post('/api/admin/login', { data: e2eAdmin })).status()).toBe(200)

  await page.goto('/admin')
  const inboxLink = page.getByRole('link', { name: /^Richieste/ })
  await expect(inboxLink).toContainText(/\d+ nuove/)
  await inboxLink.click()
  await expect(page).toHaveURL(/\/admin\/richieste$/)
  await expect(page.getByRole('link', { name: `Apri la richiesta di ${contactName}` })).toBeVisible()
  // The list shows how to reach each visitor.
  await expect(page.getByRole('listitem').filter({ hasText: contactName })).toContainText('+39 333 7654321')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel('Tipo').selectOption('valutazione')
  await expect(page).toHaveURL(/\/admin\/richieste\?type=valutazione$/)
  await expect(page.getByRole('link', { name: `Apri la richiesta di ${tradeInName}` })).toBeVisible()
  await expect(page.getByRole('link', { name: `Apri la richiesta di ${contactName}` })).toHaveCount(0)

  const csv = await page.request.get('/api/admin/leads/export?type=valutazione')
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  // As Italian Excel reads it: ';' between cells, a header a field, the trade-in's car in its own columns.
  const rows = parse<Record<string, string>>(await csv.body(), { delimiter: ';', bom: true, columns: true })
  expect(rows).toEqual([
    expect.objectContaining({
      Nome: tradeInName,
      Tipo: 'Valutazione usato',
      Stato: 'Nuova',
      'Permuta: marca': 'Opel',
      'Permuta: modello': 'Corsa',
      'Permuta: anno': '2016',
      'Permuta: km': '120000',
      'Ricevuta il': expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    }),
  ])
  await expect(page.getByRole('link', { name: 'Esporta CSV' })).toHaveAttribute(
    'href',
    '/api/admin/leads/export?type=valutazione',
  )

  // The trade-in's car in one plain line, not its stored field names.
  await page.getByRole('link', { name: `Apri la richiesta di ${tradeInName}` }).click()
  await expect(page.getByRole('term').filter({ hasText: /^Permuta$/ })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Opel Corsa 2016, 120\.000 km$/ })).toBeVisible()
  await page.goBack()

  await page.getByLabel('Tipo').selectOption('')
  await page.getByRole('link', { name: `Apri la richiesta di ${contactName}` }).click()
  await expect(page.getByRole('heading', { name: `${contactName} · Contatto` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Chiama' })).toHaveAttribute('href', 'tel:+393337654321')
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/393337654321')
  await expect(page.getByRole('link', { name: 'Rispondi via e-mail' })).toHaveAttribute(
    'href',
    /^mailto:giulia%40example\.com\?subject=/,
  )
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel('Stato').selectOption('in-lavorazione')
  await page.getByLabel('Note del salone').fill('Richiamata, passa sabato')
  // Leaving with the changes unsaved asks first; staying keeps them.
  await page.getByRole('link', { name: 'Torna alle richieste' }).click()
  const leave = page.getByRole('dialog', { name: 'Uscire senza salvare?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Resta sulla richiesta' }).click()
  await expect(leave).toHaveCount(0)
  await expect(page.getByLabel('Note del salone')).toHaveValue('Richiamata, passa sabato')
  await page.getByRole('button', { name: 'Salva' }).click()
  await expect(page.getByText('Richiesta aggiornata')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Stato')).toHaveValue('in-lavorazione')
  await expect(page.getByLabel('Note del salone')).toHaveValue('Richiamata, passa sabato')

  await page.goto('/admin/richieste?status=in-lavorazione')
  await expect(page.getByRole('link', { name: `Apri la richiesta di ${contactName}` })).toBeVisible()
  await expect(page.getByRole('link', { name: `Apri la richiesta di ${tradeInName}` })).toHaveCount(0)
})

test('on a phone the inbox fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  expect((await page.request.post('/api/admin/login', { data: e2eAdmin })).status()).toBe(200)
  await page.goto('/admin/richieste')
  await expect(page.getByLabel('Tipo')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the inbox and its records are for admins only', async ({ request }) => {
  expect((await request.get('/api/admin/leads')).status()).toBe(401)
  expect((await request.get('/api/admin/leads/export')).status()).toBe(401)
  expect((await request.get('/api/leads')).status()).toBe(403)
})

for (const path of [
  '/contatti',
  '/servizi/valutazione-auto',
  '/servizi/finanziamenti',
  '/richiesta-inviata?tipo=contatto',
]) {
  for (const language of ['it', 'en']) {
    test(`axe finds nothing serious on ${path} with its form (${language})`, async ({ page }) => {
      await page.goto(language === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path)
      await expect(page.locator('h1')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }
}

test('axe finds nothing serious on a form showing its problems', async ({ page }) => {
  await page.goto('/contatti')
  await page.getByRole('form', { name: 'Scrivici' }).getByRole('button', { name: 'Invia il messaggio' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

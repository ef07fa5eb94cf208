import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestSmtp, type TestSmtp } from '../../../tests/support/testSmtp'
import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { connectToDataDir } from './helpers/database'
import { freePort, tempDataDir, type RunningServer } from './helpers/server'
import { signFormStamp } from '../../src/collections/Leads/formStamp'

type Lead = {
  id: number
  type: string
  name: string
  message: string | null
  status: string
  notifiedAt: string | null
}

/** The server's secret, known here to sign a form's stamp as the server would have. */
const serverSecret = 'leads-int-test-secret-0123456789abcdef'

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const contactFields = (overrides: Record<string, string> = {}) => ({
  type: 'contatto',
  name: 'Maria Rossi',
  email: 'maria@example.com',
  phone: '',
  message: 'Vorrei sapere se fate anche noleggio.',
  privacy: 'on',
  page: '/contatti',
  language: 'it',
  ...overrides,
})

/** As the browser posts a form without the page's script. */
const postForm = (url: string, fields: Record<string, string>, address: string) =>
  fetch(`${url}/api/leads/submit`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: form(fields),
  })

/** As the page's script posts it. */
const postJson = (url: string, fields: Record<string, string>, address: string) =>
  fetch(`${url}/api/leads/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(fields),
  })

async function leadsOf(url: string, cookie: string): Promise<Lead[]> {
  const response = await call(url, '/api/leads?sort=-createdAt&limit=100&depth=0', { cookie })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: Lead[] }).docs
}

describe('leads: stored, mailed to the dealer over SMTP', () => {
  const dataDir = tempDataDir('leads')
  let smtp: TestSmtp
  let server: RunningServer
  let url: string
  let cookie: string

  beforeAll(async () => {
    smtp = await startTestSmtp()
    server = await startAdminServer(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Sito <sito@autosalone.example>',
      TRUST_PROXY: 'loopback',
      PAYLOAD_SECRET: serverSecret,
    })
    url = server.url
    cookie = await signIn(url)
  })

  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
  })

  it('a form posted without script is stored, answered 303 to the confirmation and mailed to the dealer', async () => {
    const response = await postForm(url, contactFields(), '198.51.100.1')
    expect(response.status).toBe(303)
    // The confirmation's summary: the kind, the page and the way back, nothing that names the visitor.
    expect(response.headers.get('location')).toBe('/richiesta-inviata?tipo=contatto&pagina=%2Fcontatti&contatto=email')

    const mail = await smtp.waitFor((message) => message.text?.includes('Maria Rossi') ?? false)
    expect(mail.subject).toBe('Messaggio dal sito da Maria Rossi')
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('info@autosalone-arda.example')
    expect(mail.replyTo?.text).toBe('maria@example.com')
    expect(mail.text).toContain('Vorrei sapere se fate anche noleggio.')

    const [lead] = await leadsOf(url, cookie)
    expect(lead).toMatchObject({ type: 'contatto', name: 'Maria Rossi', status: 'nuova' })
  })

  it('escapes script in every field in the e-mail and keeps it out of the headers', async () => {
    const script = '<script>alert(1)</script>'
    const response = await postJson(
      url,
      contactFields({ name: `Eva${script}\r\nBcc: evil@example.com`, message: `Ciao ${script}` }),
      '198.51.100.2',
    )
    expect(response.status).toBe(201)
    const mail = await smtp.waitFor((message) => message.text?.includes('Ciao <script>') ?? false)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.bcc).toBeUndefined()
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })

  it('a form with problems goes back to the page with the fields named, and nothing is stored', async () => {
    const before = (await leadsOf(url, cookie)).length
    const response = await postForm(url, contactFields({ email: 'not-an-address', privacy: '' }), '198.51.100.3')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      '/contatti?richiesta=errore&modulo=contatto&campi=email%3AinvalidEmail%2Cprivacy%3AprivacyRequired#richiesta-contatto',
    )
    const json = await postJson(url, contactFields({ phone: '', email: '' }), '198.51.100.3')
    expect(json.status).toBe(400)
    expect(((await json.json()) as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([
      'phone',
    ])
    expect((await leadsOf(url, cookie)).length).toBe(before)
  })

  it('drops a filled honeypot while answering as a success, and refuses a form filled too fast', async () => {
    const before = (await leadsOf(url, cookie)).length
    const trapped = await postForm(url, contactFields({ website: 'http://spam.example' }), '198.51.100.4')
    expect(trapped.status).toBe(303)
    expect(trapped.headers.get('location')).toBe('/richiesta-inviata?tipo=contatto')
    // The page as sent a second time (kept, not rendered again) carries the time it was sent: a
    // form posted at once from it is refused.
    await (await fetch(`${url}/contatti`)).text()
    const kept = await fetch(`${url}/contatti`)
    expect(kept.headers.get('server-timing')).toBe('page;desc="kept"')
    const page = await kept.text()
    const formStamp = /name="formStamp" form="richiesta-contatto" value="([^"]+)"/.exec(page)?.[1] ?? ''
    expect(Number(formStamp.split('.')[0])).toBeGreaterThan(Date.now() - 3_000)
    const fast = await postJson(url, contactFields({ formStamp }), '198.51.100.4')
    expect(fast.status).toBe(400)
    expect(await fast.json()).toMatchObject({ code: 'tooFast' })
    const fastWithoutScript = await postForm(url, contactFields({ formStamp }), '198.51.100.4')
    expect(fastWithoutScript.headers.get('location')).toContain('richiesta=troppo-veloce')
    expect((await leadsOf(url, cookie)).length).toBe(before)
  })

  it('takes a form the server rendered more than 3 seconds before, however soon its script started', async () => {
    process.env.PAYLOAD_SECRET = serverSecret
    const formStamp = signFormStamp(Date.now() - 3_500)
    const sent = await postJson(url, contactFields({ formStamp }), '198.51.100.7')
    expect(sent.status).toBe(201)
  })

  it('limits one address to 5 requests an hour, in PostgreSQL, with Retry-After', async () => {
    for (let index = 0; index < 5; index++) {
      expect((await postJson(url, contactFields(), '198.51.100.5')).status).toBe(201)
    }
    const refused = await postJson(url, contactFields(), '198.51.100.5')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await postJson(url, contactFields(), '198.51.100.6')).status).toBe(201)
  })

  it('refuses an oversized body with 413 before reading it', async () => {
    const response = await postJson(url, contactFields({ message: 'x'.repeat(1_100_000) }), '198.51.100.7')
    expect(response.status).toBe(413)
  })

  it('checks a test drive against the opening hours and a finance request against the limits', async () => {
    const sunday = new Date()
    sunday.setDate(sunday.getDate() + ((7 - sunday.getDay()) % 7 || 7))
    const closed = await postJson(
      url,
      contactFields({ type: 'test-drive', message: '', date: sunday.toISOString().slice(0, 10), time: '10:00' }),
      '198.51.100.8',
    )
    expect(closed.status).toBe(400)
    expect(await closed.json()).toMatchObject({ errors: [{ field: 'date', code: 'closedDay' }] })

    const finance = await postJson(
      url,
      contactFields({ type: 'finanziamento', message: '', price: '15000', downPayment: '3000', months: '60' }),
      '198.51.100.8',
    )
    expect(finance.status).toBe(201)
    const mail = await smtp.waitFor((message) => message.subject?.startsWith('Richiesta di finanziamento') ?? false)
    expect(mail.text).toContain('estimate.monthlyInstalment: 246.26')
    expect(mail.text).toContain('estimate.taeg: 8.85')
  })

  it("mails the visitor a confirmation in their language, with the dealer's texts and the car only", async () => {
    const settings = await call(url, '/api/globals/site-settings', {
      method: 'POST',
      cookie,
      json: { confirmToVisitor: true },
    })
    expect(settings.status).toBe(200)
    const created = await call(url, '/api/admin/cars', { method: 'POST', cookie, json: validCar })
    expect(created.status).toBe(201)
    const car = (await created.json()) as { id: number }

    // What a spammer would type to have the dealer's mail server carry it to any address.
    const name = 'Vinci un iPhone su spam.example'
    const message = 'Clicca qui: http://spam.example/premio e inserisci la tua carta'
    const response = await postJson(
      url,
      contactFields({ name, message, email: 'anna@example.com', language: 'en', car: String(car.id) }),
      '198.51.100.9',
    )
    expect(response.status).toBe(201)
    const confirmation = await smtp.waitFor((mail) => mail.subject?.startsWith('We have received') ?? false)
    expect(confirmation.to && 'text' in confirmation.to ? confirmation.to.text : '').toBe('anna@example.com')
    expect(confirmation.replyTo?.text).toBe('info@autosalone-arda.example')
    expect(confirmation.text).toContain('Hello,')
    expect(confirmation.text).toContain(`Car: ${validCar.name}`)
    // Nothing the visitor typed, anywhere in the message the mail server received.
    const received = [
      confirmation.subject,
      confirmation.text,
      confirmation.html,
      ...confirmation.headerLines.map((header) => header.line),
    ].join('\n')
    for (const typed of ['spam.example', 'Vinci', 'iPhone', 'Clicca', 'carta']) {
      expect(received).not.toContain(typed)
    }
    // The dealer's own e-mail has it all.
    const dealer = await smtp.waitFor((mail) => mail.subject === `Messaggio dal sito da ${name} · ${validCar.name}`)
    expect(dealer.text).toContain(message)
  })
})

describe('leads: the mail server down', () => {
  const dataDir = tempDataDir('leads-smtp-down')
  let server: RunningServer
  let smtp: TestSmtp | undefined

  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
  })

  it('keeps the request, and the queue delivers it once the mail server is back', async () => {
    const smtpPort = await freePort()
    server = await startAdminServer(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'sito@autosalone.example',
    })
    const cookie = await signIn(server.url)
    const response = await postJson(server.url, contactFields({ name: 'Luca Bianchi' }), '203.0.113.1')
    expect(response.status).toBe(201)

    // The first attempt fails at once (nothing listens); the request is in the panel all the same.
    const db = await connectToDataDir(dataDir)
    try {
      const tried = async () =>
        (
          await db.query<{ tried: number }>(
            `SELECT count(*)::int AS tried FROM payload_jobs WHERE task_slug = 'notifyDealer' AND total_tried > 0`,
          )
        ).rows[0].tried
      await expect.poll(tried, { timeout: 30_000 }).toBeGreaterThan(0)
    } finally {
      await db.end()
    }
    const [lead] = await leadsOf(server.url, cookie)
    expect(lead).toMatchObject({ name: 'Luca Bianchi', notifiedAt: null })

    smtp = await startTestSmtp(smtpPort)
    const mail = await smtp.waitFor((message) => message.text?.includes('Luca Bianchi') ?? false, 90_000)
    expect(mail.subject).toBe('Messaggio dal sito da Luca Bianchi')
    // The job records the delivery once the server has accepted the message.
    await expect.poll(async () => (await leadsOf(server.url, cookie))[0].notifiedAt, { timeout: 10_000 }).not.toBeNull()
  }, 150_000)
})

import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RunningDatabase } from '../../src/boot/database'
import { startTestSmtp, type TestSmtp } from '../../../tests/support/testSmtp'
import { ADMIN, call, signIn, validCar } from './helpers/apiClient'
import { startTemplateDatabase } from './helpers/dataTemplate'
import { freePort, startServer, tempDataDir, type RunningServer } from './helpers/server'

const SEARCH = { category: 'suv', fuel: 'diesel', maxPrice: '20000' }
let nextAddress = 1
const anotherConnection = () => `10.23.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`

const signUp = (url: string, fields: Record<string, string>, connection = anotherConnection()) =>
  fetch(`${url}/api/search-alerts/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': connection },
    body: JSON.stringify({ privacy: 'on', language: 'it', ...fields }),
  })

const mailsTo = (smtp: TestSmtp, address: string) =>
  smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address)
/** A header as the server wrote it (mailparser turns the List-* headers into objects). */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? null
const linkIn = (mail: ParsedMail, pattern: RegExp) => {
  const found = pattern.exec(mail.text ?? '')
  if (!found) throw new Error(`no link ${pattern} in: ${mail.text}`)
  return found[0]
}

/**
 * Saved searches end to end on the production server: sign-up, the confirmation e-mail read from
 * a real SMTP server on loopback, the daily job taken by the jobs queue (made due by moving its
 * time in the database instead of waiting for the morning), one-click unsubscribe.
 */
describe('search alerts', () => {
  const root = tempDataDir('search-alerts')
  let database: RunningDatabase
  let db: pg.Client
  let smtp: TestSmtp
  let server: RunningServer
  let url: string
  let cookie: string

  const newCar = async (fields: Record<string, unknown>) => {
    const response = await call(url, '/api/admin/cars', { method: 'POST', cookie, json: { ...validCar, ...fields } })
    expect(response.status).toBe(201)
    return (await response.json()) as { id: number; updatedAt: string }
  }

  /** Makes the scheduled job of `task` due now and waits until the queue has run it. */
  async function runScheduled(task: string) {
    let id: number | undefined
    await expect
      .poll(
        async () => {
          const { rows } = await db.query<{ id: number }>(
            `SELECT id FROM payload_jobs WHERE task_slug = $1 AND completed_at IS NULL AND processing = false`,
            [task],
          )
          id = rows[0]?.id
          return id !== undefined
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true)
    await db.query(`UPDATE payload_jobs SET wait_until = now() WHERE id = $1`, [id])
    // Done, or the job's error (a failed job is retried later, which this test would only wait for).
    await expect
      .poll(
        async () => {
          const { rows } = await db.query<{ completed: boolean; error: unknown }>(
            `SELECT completed_at IS NOT NULL AS completed, error FROM payload_jobs WHERE id = $1`,
            [id],
          )
          // The queue deletes a job once it completed.
          if (rows.length === 0) return true
          return rows[0].error ? JSON.stringify(rows[0].error) : rows[0].completed
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true)
  }

  beforeAll(async () => {
    database = await startTemplateDatabase(path.join(root, 'database'))
    smtp = await startTestSmtp()
    server = await startServer({
      DATA_DIR: path.join(root, 'app'),
      PORT: String(await freePort()),
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Sito <sito@autosalone.example>',
      TRUST_PROXY: 'loopback',
    })
    url = server.url
    cookie = await signIn(url)
    db = new pg.Client({ connectionString: database.url })
    await db.connect()
  })

  afterAll(async () => {
    await db?.end()
    await server?.stop('SIGTERM')
    await smtp?.close()
    await database?.stop()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('confirms by e-mail, mails new cars and price drops once a day, and stops after a one-click unsubscribe', async () => {
    await newCar({
      brand: 'Kia',
      model: 'Sportage',
      name: 'Kia Sportage già in salone',
      category: 'suv',
      fuel: 'diesel',
      price: 18000,
    })
    expect((await signUp(url, { email: 'Cliente@Example.com', ...SEARCH })).status).toBe(201)
    expect((await signUp(url, { email: 'mai-confermato@example.com', ...SEARCH })).status).toBe(201)

    const confirmation = await smtp.waitFor(
      (mail) =>
        mail.subject?.startsWith('Conferma il tuo avviso') === true &&
        mailsTo(smtp, 'cliente@example.com').includes(mail),
    )
    expect(confirmation.text).toContain('SUV diesel sotto 20.000 €')
    expect(rawHeader(confirmation, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const confirmLink = linkIn(confirmation, /http:\/\/\S+\/api\/search-alerts\/confirm\?token=[\w-]{43}/)

    const confirmed = await fetch(confirmLink, { redirect: 'manual' })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toMatch(/^\/avvisi\?token=[\w-]{43}&esito=confermato$/)

    const demandWithoutSession = await call(url, '/api/admin/search-alerts/demand')
    expect(demandWithoutSession.status).toBe(401)
    const demand = await call(url, '/api/admin/search-alerts/demand', { cookie })
    expect(await demand.json()).toEqual({ searches: [{ query: 'fuel=diesel&category=suv&maxPrice=20000', people: 1 }] })

    const tucson = await newCar({
      brand: 'Hyundai',
      model: 'Tucson',
      name: 'Hyundai Tucson nuova in arrivo',
      category: 'suv',
      fuel: 'diesel',
      price: 19500,
    })
    await newCar({
      brand: 'Hyundai',
      model: 'Tucson',
      name: 'Hyundai Tucson a benzina',
      category: 'suv',
      fuel: 'benzina',
      price: 19000,
    })
    await runScheduled('sendAlertDigests')
    const first = await smtp.waitFor((mail) => mail.subject === 'Novità per la tua ricerca: SUV diesel sotto 20.000 €')
    expect(first.text).toContain('Nuovi arrivi')
    expect(first.text).toContain('Hyundai Tucson nuova in arrivo · 19.500 €')
    expect(first.text).not.toContain('Sportage')
    expect(first.text).not.toContain('benzina')
    expect(rawHeader(first, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    const lowered = await call(url, `/api/admin/cars/${tucson.id}`, {
      method: 'PUT',
      cookie,
      json: { price: 18500, version: tucson.updatedAt },
    })
    expect(lowered.status).toBe(200)
    const before = smtp.messages.length
    await runScheduled('sendAlertDigests')
    const second = await smtp.waitFor(
      (mail) => smtp.messages.indexOf(mail) >= before && mail.subject?.startsWith('Novità') === true,
    )
    expect(second.text).toContain('Prezzi ribassati')
    expect(second.text).toContain('Hyundai Tucson nuova in arrivo · 18.500 € (prima 19.500 €)')
    expect(second.text).not.toContain('Nuovi arrivi')

    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(rawHeader(second, 'list-unsubscribe') ?? '')![1]
    const unsubscribed = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribed.status).toBe(200)
    const { rows } = await db.query(`SELECT 1 FROM search_alerts WHERE email = 'cliente@example.com'`)
    expect(rows).toHaveLength(0)

    await newCar({
      brand: 'Dacia',
      model: 'Duster',
      name: 'Dacia Duster dopo la disiscrizione',
      category: 'suv',
      fuel: 'diesel',
      price: 15000,
    })
    const afterUnsubscribe = smtp.messages.length
    await runScheduled('sendAlertDigests')
    expect(smtp.messages.length).toBe(afterUnsubscribe)
    // The address never confirmed got its confirmation and nothing else.
    expect(mailsTo(smtp, 'mai-confermato@example.com').map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Conferma il tuo avviso'),
    ])
  })

  it('refuses bad input with a 400 and an oversized body with a 413, storing nothing', async () => {
    const bad = await signUp(url, { email: 'non-un-indirizzo', fuel: 'vapore' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      errors: [
        { field: 'email', code: 'invalidEmail' },
        { field: 'filters', code: 'invalidFilter' },
      ],
    })
    const noConsent = await signUp(url, { email: 'senza-consenso@example.com', privacy: '' })
    expect(noConsent.status).toBe(400)
    const huge = await signUp(url, { email: 'grande@example.com', brand: 'x'.repeat(9000) })
    expect(huge.status).toBe(413)
    const { rows } = await db.query(
      `SELECT 1 FROM search_alerts WHERE email IN ('senza-consenso@example.com', 'grande@example.com')`,
    )
    expect(rows).toHaveLength(0)
  })

  it('limits sign-ups per e-mail address and per connection with a 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signUp(url, { email: 'ripetuto@example.com', minYear: String(2010 + i) })).status).toBe(201)
    const fourth = await signUp(url, { email: 'ripetuto@example.com', minYear: '2020' })
    expect(fourth.status).toBe(429)
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)

    const connection = anotherConnection()
    for (let i = 0; i < 5; i++)
      expect((await signUp(url, { email: `persona${i}@example.com` }, connection)).status).toBe(201)
    expect((await signUp(url, { email: 'persona5@example.com' }, connection)).status).toBe(429)
  })

  it('deletes an alert left unconfirmed for seven days, and keeps a confirmed one', async () => {
    expect((await signUp(url, { email: 'vecchio@example.com' })).status).toBe(201)
    expect((await signUp(url, { email: 'confermato@example.com' })).status).toBe(201)
    await db.query(
      `UPDATE search_alerts SET created_at = now() - interval '8 days' WHERE email IN ('vecchio@example.com', 'confermato@example.com')`,
    )
    await db.query(
      `UPDATE search_alerts SET confirmed_at = now() - interval '8 days' WHERE email = 'confermato@example.com'`,
    )
    await runScheduled('purgeUnconfirmedAlerts')
    const { rows } = await db.query<{ email: string }>(
      `SELECT email FROM search_alerts WHERE email IN ('vecchio@example.com', 'confermato@example.com')`,
    )
    expect(rows.map((row) => row.email)).toEqual(['confermato@example.com'])
  })
})

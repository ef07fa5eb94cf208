import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RunningDatabase } from '../../src/boot/database'
import { ADMIN } from './helpers/apiClient'
import { startTemplateDatabase } from './helpers/dataTemplate'
import { freePort, startServer, tempDataDir, type RunningServer } from './helpers/server'

async function sendLead(url: string, name: string, marketing: boolean) {
  const response = await fetch(`${url}/api/leads/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      type: 'contatto',
      name,
      email: 'visitatore@example.com',
      message: 'Ciao',
      privacy: 'on',
      ...(marketing ? { marketing: 'on' } : {}),
    }),
  })
  expect(response.status).toBe(201)
}

/**
 * The retention job as it runs in production: scheduled by the jobs queue for the night, taken
 * by the queue's runner when its time comes. The test moves the clock of the data instead of
 * waiting: requests are dated four years back and the scheduled job is made due now.
 */
describe('leads retention', () => {
  const root = tempDataDir('leads-retention')
  let database: RunningDatabase
  let db: pg.Client
  let server: RunningServer

  beforeAll(async () => {
    database = await startTemplateDatabase(path.join(root, 'database'))
    server = await startServer({
      DATA_DIR: path.join(root, 'app'),
      PORT: String(await freePort()),
      DATABASE_URL: database.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    })
    db = new pg.Client({ connectionString: database.url })
    await db.connect()
  })

  afterAll(async () => {
    await db?.end()
    await server?.stop('SIGTERM')
    await database?.stop()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('deletes requests older than 3 years unless they carry marketing consent, and keeps recent ones', async () => {
    await sendLead(server.url, 'Vecchia senza consenso', false)
    await sendLead(server.url, 'Vecchia con consenso marketing', true)
    await sendLead(server.url, 'Recente', false)
    await db.query(
      `UPDATE leads SET created_at = now() - interval '4 years' WHERE name IN ('Vecchia senza consenso', 'Vecchia con consenso marketing')`,
    )

    // The runner schedules the nightly job on its first tick (every 10 s).
    await expect
      .poll(
        async () => (await db.query(`SELECT 1 FROM payload_jobs WHERE task_slug = 'applyLeadRetention'`)).rowCount ?? 0,
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1)
    const { rows: due } = await db.query<{ wait_until: Date }>(
      `SELECT wait_until FROM payload_jobs WHERE task_slug = 'applyLeadRetention'`,
    )
    expect(due[0].wait_until.getTime()).toBeGreaterThan(Date.now())
    await db.query(`UPDATE payload_jobs SET wait_until = now() WHERE task_slug = 'applyLeadRetention'`)

    await expect
      .poll(
        async () =>
          (await db.query<{ name: string }>('SELECT name FROM leads ORDER BY name')).rows.map((row) => row.name),
        { timeout: 60_000, interval: 1_000 },
      )
      .toEqual(['Recente', 'Vecchia con consenso marketing'])
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { concurrentNumbers, fillSite, startWriter, tableDigests, type TableDigests } from './helpers/backupDrill'
import { runBackupCli } from './helpers/backupCli'
import { mediaFiles, siteView, type SiteView } from './helpers/siteView'
import { startTestBucket, type TestBucket } from './helpers/s3'
import { tempDataDir, type RunningServer } from './helpers/server'

/** Tables the servers' own background work writes to (sessions, the jobs queue's bookkeeping). */
const LIVE_TABLES = new Set(['users_sessions', 'payload_jobs', 'payload_jobs_log', 'payload_jobs_stats'])

const withoutConcurrent = <T extends { name: string }>(items: T[]) =>
  items.filter((item) => !/^Concorrente \d+$/.test(item.name))

/**
 * The restore drill: a site in use is backed up while writes go on, its server stopped and
 * its data folder destroyed; the archive is restored into a new folder and started on a new
 * port, and everything is compared through the API, the database and the photo bytes.
 */
async function drill(name: string, storage: Record<string, string>) {
  const servers: RunningServer[] = []
  const folders: string[] = []
  // The writer sends more requests in a minute than the site takes in an hour by default.
  const env = { TRUST_PROXY: 'loopback', LEADS_PER_HOUR: '100000', ...storage }
  try {
    const original = tempDataDir(`${name}-a`)
    folders.push(original)
    const a = await startAdminServer(original, env)
    servers.push(a)
    const cookieA = await signIn(a.url)
    await fillSite(a.url, cookieA)
    const before: SiteView = await siteView(a.url, cookieA)
    const digestsBefore: TableDigests = await tableDigests(original)

    const writer = startWriter(a.url, cookieA)
    await expect.poll(() => writer.done(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    const writtenBeforeBackup = writer.done()
    const backup = await runBackupCli(['backup'], { DATA_DIR: original, ...storage })
    expect(backup.code, backup.output).toBe(0)
    const writtenDuringBackup = writer.done() - writtenBeforeBackup
    await expect.poll(() => writer.done(), { timeout: 30_000 }).toBeGreaterThan(writer.done())
    const written = await writer.stop()
    expect(writtenDuringBackup, 'writes went on while the backup ran').toBeGreaterThan(0)

    const after = await siteView(a.url, cookieA)
    const digestsAfter = await tableDigests(original)
    const filesBefore = storage.S3_BUCKET ? {} : mediaFiles(original)
    const location = /Backup written: (\S+)/.exec(backup.output)?.[1]
    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'autosalone-archive-')), 'site.tar.gz')
    folders.push(path.dirname(archive))
    if (storage.S3_BUCKET) {
      const response = await call(a.url, `/api/admin/backups/${path.basename(location!)}`, { cookie: cookieA })
      expect(response.status).toBe(200)
      fs.writeFileSync(archive, Buffer.from(await response.arrayBuffer()))
    } else fs.copyFileSync(location!, archive)

    await a.stop('SIGTERM')
    fs.rmSync(original, { recursive: true, force: true })

    const restoredDir = tempDataDir(`${name}-b`)
    folders.push(restoredDir)
    const restore = await runBackupCli(['restore', archive], { DATA_DIR: restoredDir, ...storage })
    expect(restore.code, restore.output).toBe(0)
    // A second restore onto the same folder is refused: a restore never mixes with a site.
    const again = await runBackupCli(['restore', archive], { DATA_DIR: restoredDir, ...storage })
    expect(again.code).toBe(1)
    expect(again.output).toContain('already holds a site')

    const b = await startAdminServer(restoredDir, env)
    servers.push(b)
    expect(b.url).not.toBe(a.url)
    const digestsRestored = await tableDigests(restoredDir)
    const cookieB = await signIn(b.url)
    const restored = await siteView(b.url, cookieB)

    // Everything there before the backup is there, the same, photos byte for byte.
    expect(withoutConcurrent(restored.cars)).toEqual(withoutConcurrent(before.cars))
    expect(restored.trash).toEqual(before.trash)
    expect(restored.media).toEqual(before.media)
    expect(withoutConcurrent(restored.leads)).toEqual(withoutConcurrent(before.leads))
    expect(restored.settings).toEqual(before.settings)
    expect(restored.served).toEqual(before.served)
    if (!storage.S3_BUCKET) expect(mediaFiles(restoredDir)).toEqual(filesBefore)

    // The writes made while it ran are there up to one moment: the first k cars and requests, never a gap.
    const cars = concurrentNumbers(restored.cars.map((car) => car.name))
    const leads = concurrentNumbers(restored.leads.map((lead) => lead.name))
    const k = cars.length
    expect(cars).toEqual(Array.from({ length: k }, (_v, i) => i + 1))
    expect(leads.length === k || leads.length === k - 1).toBe(true)
    expect(k).toBeGreaterThanOrEqual(writtenBeforeBackup)
    expect(k).toBeLessThan(written)
    expect(restored.cars.filter((car) => cars.includes(Number(car.name.slice(12))))).toEqual(
      after.cars.filter((car) => /^Concorrente (\d+)$/.test(car.name) && Number(car.name.slice(12)) <= k),
    )

    // In the database: every table the writes left alone is identical, row for row.
    for (const [table, digest] of Object.entries(digestsAfter)) {
      if (LIVE_TABLES.has(table)) continue
      if (digestsBefore[table]?.digest === digest.digest) expect(digestsRestored[table], table).toEqual(digest)
      else expect(digestsRestored[table].count, table).toBeLessThanOrEqual(digest.count)
    }
    expect(Object.keys(digestsRestored).sort()).toEqual(Object.keys(digestsAfter).sort())

    // The sequences came back with the rows: a new car gets an id no restored car has.
    const created = await call(b.url, '/api/admin/cars', {
      method: 'POST',
      cookie: cookieB,
      json: { ...validCar, name: 'Dopo il ripristino' },
    })
    expect(created.status).toBe(201)
    const newId = ((await created.json()) as { id: number }).id
    const restoredIds = [...restored.cars, ...(restored.trash as { id: number }[])].map((car) => car.id)
    expect(newId).toBeGreaterThan(Math.max(...restoredIds))
  } finally {
    for (const server of servers) await server.stop('SIGTERM')
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  }
}

describe('backups that restore', () => {
  let bucket: TestBucket | undefined
  afterAll(async () => {
    await bucket?.remove()
  })

  it('rebuilds a site from an archive taken while writes went on, photos on the local disk', async () => {
    await drill('drill-local', {})
  }, 600_000)

  it('rebuilds a site whose photos are in S3 from the archive and the bucket', async () => {
    bucket = await startTestBucket('drill-photos')
    await drill('drill-s3', bucket.env)
  }, 600_000)
})

import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { tempDataDir, type RunningServer } from './helpers/server'

type Listing = { storage: string; docs: { name: string; size: number; createdAt: string }[] }

describe('the nightly backup and the panel’s backups', () => {
  const dataDir = tempDataDir('backup-nightly')
  const backupsDir = path.join(dataDir, 'backups')
  let server: RunningServer
  let url: string
  let cookie: string

  const listing = async () => {
    const response = await call(url, '/api/admin/backups', { cookie })
    expect(response.status).toBe(200)
    return (await response.json()) as Listing
  }
  /** Queues the nightly task as its schedule does, then has the queue run it now. */
  const runNightly = async (copies = 1) => {
    for (let copy = 0; copy < copies; copy++) {
      const queued = await call(url, '/api/payload-jobs', {
        method: 'POST',
        cookie,
        json: { taskSlug: 'nightlyBackup', queue: 'backups', input: {} },
      })
      expect(queued.status).toBe(201)
    }
    expect((await call(url, '/api/payload-jobs/run?queue=backups&limit=10', { cookie })).status).toBe(200)
  }

  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    url = server.url
    cookie = await signIn(url)
    expect((await call(url, '/api/admin/cars', { method: 'POST', cookie, json: validCar })).status).toBe(201)
  }, 300_000)

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers only a signed-in dealer', async () => {
    expect((await call(url, '/api/admin/backups')).status).toBe(401)
    expect((await call(url, '/api/admin/backups/autosalone-20261128T023000Z.tar.gz')).status).toBe(401)
    expect(await listing()).toEqual({ storage: 'local', docs: [] })
  })

  it('takes one archive however many servers run the job, and serves it for download', async () => {
    // Two copies of the job, as two replicas scheduling at the same second would queue.
    await runNightly(2)
    await expect.poll(async () => (await listing()).docs.length, { timeout: 60_000 }).toBe(1)
    const [archive] = (await listing()).docs
    const onDisk = fs.readFileSync(path.join(backupsDir, archive.name))
    expect(archive.size).toBe(onDisk.length)
    expect(Date.now() - Date.parse(archive.createdAt)).toBeLessThan(10 * 60_000)

    const download = await call(url, `/api/admin/backups/${archive.name}`, { cookie })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/gzip')
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${archive.name}"`)
    const body = Buffer.from(await download.arrayBuffer())
    expect(body.equals(onDisk)).toBe(true)
    // A tar archive whose first entry is the manifest, naming the car just saved in its rows.
    const tar = zlib.gunzipSync(body)
    expect(tar.toString('utf8', 0, 13)).toBe('manifest.json')
    expect(tar.includes(Buffer.from(validCar.name))).toBe(true)
  })

  it('serves nothing but archives', async () => {
    for (const name of ['..%2Fsecrets.json', 'secrets.json', 'autosalone-20990101T000000Z.tar.gz'])
      expect((await call(url, `/api/admin/backups/${name}`, { cookie })).status).toBe(404)
  })

  it('keeps the last 7 daily and 4 weekly archives', async () => {
    // Nightly archives of the 40 days before today, as an earlier installation would have left.
    const today = new Date()
    fs.mkdirSync(backupsDir, { recursive: true })
    const older: string[] = []
    for (let days = 1; days <= 40; days++) {
      const at = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days, 2, 30))
      const name = `autosalone-${at.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z.tar.gz`
      fs.writeFileSync(path.join(backupsDir, name), 'archivio')
      older.push(name)
    }
    await runNightly()
    await expect.poll(async () => (await listing()).docs.length, { timeout: 60_000 }).toBeLessThan(42)
    const kept = (await listing()).docs.map((doc) => doc.createdAt.slice(0, 10))
    // Today's two archives count as one day: six more days, then up to 4 distinct weeks among them.
    expect(new Set(kept).size).toBeGreaterThanOrEqual(7)
    expect(new Set(kept).size).toBeLessThanOrEqual(10)
    const oldest = new Date(Math.min(...kept.map((day) => Date.parse(day))))
    expect(today.getTime() - oldest.getTime()).toBeLessThan(29 * 24 * 60 * 60 * 1000)
    expect(fs.readdirSync(backupsDir).filter((name) => name.endsWith('.partial'))).toEqual([])
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { demoCars } from '../../src/seed/demoCars'
import { freePort, logMessages, spawnServer, startServer, tempDataDir, type RunningServer } from './helpers/server'

type CarList = { totalDocs: number; docs: { name: string; images: string[] }[] }

async function carList(server: RunningServer): Promise<CarList> {
  const response = await fetch(`${server.url}/api/cars?limit=100&depth=0`)
  expect(response.status).toBe(200)
  return (await response.json()) as CarList
}

describe('one process, one data folder', () => {
  const dataDir = tempDataDir('lifecycle')
  let port: number
  let server: RunningServer

  beforeAll(async () => {
    port = await freePort()
    server = await startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true' })
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('seeds the demo catalogue on the first start, with photos', async () => {
    const list = await carList(server)
    expect(list.totalDocs).toBe(demoCars.length)
    const names = list.docs.map((car) => car.name).sort()
    expect(names).toEqual(demoCars.map((car) => car.name).sort())
    for (const car of list.docs) expect(car.images.length).toBeGreaterThanOrEqual(3)
    const photo = await fetch(`${server.url}${list.docs[0].images[0]}`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/webp')
  })

  it('prints a generated admin password once and keeps it in a file only the owner can read', () => {
    const file = path.join(dataDir, 'admin-credentials.txt')
    const text = fs.readFileSync(file, 'utf8')
    const password = /password: (\S+)/.exec(text)?.[1]
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/)
    // On a line of its own, to be copied without the words around it.
    expect(logMessages(server.output())).toContain(password)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600)
  })

  it('starts without mail quietly: no warning that mail is not configured', () => {
    expect(server.output()).toContain('Ready in')
    expect(server.output()).not.toMatch(/email adapter/i)
  })

  it('refuses a second server on the same data folder with one clear line', async () => {
    const second = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`Cannot start: DATA_DIR ${dataDir} is in use by another running server`)
    expect((await carList(server)).totalDocs).toBe(demoCars.length)
  })

  it('refuses a second server on the same port with one clear line', async () => {
    const other = tempDataDir('port')
    const second = spawnServer({ DATA_DIR: other, PORT: String(port) })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`Cannot start: PORT ${port} is already in use`)
    fs.rmSync(other, { recursive: true, force: true })
  })

  it('stops PostgreSQL cleanly on Ctrl-C and keeps every car across a restart', async () => {
    expect(await server.stop('SIGINT')).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false)

    server = await startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true' })
    const list = await carList(server)
    expect(list.totalDocs).toBe(demoCars.length)
  })

  it('recovers after kill -9', async () => {
    await server.stop('SIGKILL')
    server = await startServer({ DATA_DIR: dataDir, PORT: String(port) })
    expect((await carList(server)).totalDocs).toBe(demoCars.length)
  })
})

describe('configuration errors stop the start with one line naming the variable', () => {
  it.each([
    [{ DATABASE_URL: 'not a url' }, 'Cannot start: DATABASE_URL is not a valid URL'],
    [
      { DATABASE_URL: 'mysql://user@host/db' },
      'Cannot start: DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [{ S3_BUCKET: 'photos' }, 'Cannot start: S3_ACCESS_KEY_ID is required when S3_BUCKET is set'],
    [
      { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' },
      'Cannot start: S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    ],
    [{ PORT: 'eighty' }, 'Cannot start: PORT must be a number'],
    [{ ADMIN_PASSWORD: 'short' }, 'Cannot start: ADMIN_PASSWORD must be at least 10 characters long'],
    [
      { TRUST_PROXY: 'everyone' },
      'Cannot start: TRUST_PROXY must list IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "everyone"',
    ],
  ])('%j', async (env, message) => {
    const dataDir = tempDataDir('config')
    const server = spawnServer({ DATA_DIR: dataDir, PORT: '3999', ...env })
    expect(await server.exited).toBe(1)
    const lines = logMessages(server.output())
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(message)
    expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})

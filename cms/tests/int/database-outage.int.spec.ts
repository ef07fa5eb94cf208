import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { call } from './helpers/apiClient'
import { ADMIN, ADMIN_ENV, signIn, uploadPhoto, uploadedDoc, type MediaDoc } from './helpers/photoUploads'
import { freePort, startServer, tempDataDir, type RunningServer } from './helpers/server'

const OUTAGE = 'Database non raggiungibile: il sito tornerà disponibile tra poco, riprova tra qualche istante.'
const photoJpg = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photo.jpg'))
const car = { brand: 'Lancia', model: 'Ypsilon', name: 'Lancia Ypsilon Gold', year: 2023, price: 17900 }

interface Postmaster {
  pid: number
  port: number
}

function postmasterOf(dataDir: string): Postmaster {
  const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')
  return { pid: Number(lines[0]), port: Number(lines[3]) }
}

/**
 * Kills PostgreSQL's postmaster and takes its port at once, so the server's
 * restarts fail until `release` is called: the database stays down as long as
 * the test needs. Connections to the port are cut at once, as a dead server's would be refused.
 */
async function killPostgresAndKeepItDown(dataDir: string): Promise<{ release: () => Promise<void> }> {
  const { pid, port } = postmasterOf(dataDir)
  process.kill(pid, 'SIGKILL')
  const deadline = Date.now() + 2_000
  let blocker: net.Server
  for (;;) {
    blocker = net.createServer((socket) => socket.destroy())
    const error = await new Promise<Error | null>((resolve) => {
      blocker.once('error', resolve)
      blocker.listen(port, '127.0.0.1', () => resolve(null))
    })
    if (!error) break
    if (Date.now() > deadline) throw new Error(`port ${port} still taken: ${error.message}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { release: () => new Promise((resolve) => blocker.close(() => resolve())) }
}

async function expectOutage(response: Response, what: string): Promise<void> {
  expect(response.status, what).toBe(503)
  expect(response.headers.get('retry-after'), what).toBe('5')
  const text = await response.text()
  expect(text, what).toContain(OUTAGE)
}

describe('the embedded PostgreSQL dies while the server runs', () => {
  const dataDir = tempDataDir('database-outage')
  let env: Record<string, string>
  let server: RunningServer
  let cookie: string
  let carId: number
  let photo: MediaDoc
  let outage: { release: () => Promise<void> } | undefined

  beforeAll(async () => {
    env = { DATA_DIR: dataDir, PORT: String(await freePort()), ...ADMIN_ENV }
    server = await startServer(env)
    cookie = await signIn(server.url)
    photo = await uploadedDoc(await uploadPhoto(server.url, cookie, { data: photoJpg, name: 'ypsilon.jpg' }))
    const created = await call(server.url, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...car, selectedMediaIds: [photo.id] },
    })
    expect(created.status).toBe(201)
    carId = ((await created.json()) as { id: number }).id
  })

  afterEach(async () => {
    await outage?.release()
    outage = undefined
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503, not 401 or 500, while it is down, then recovers by itself with the session still valid', async () => {
    const killedAt = Date.now()
    outage = await killPostgresAndKeepItDown(dataDir)
    const base = server.url
    const login = { method: 'POST', json: { username: ADMIN.username, password: ADMIN.password } }

    await expectOutage(await call(base, '/api/admin/cars', { cookie }), 'panel car list, signed in')
    await expectOutage(await call(base, `/api/admin/cars/${carId}`, { cookie }), 'panel car, signed in')
    await expectOutage(await call(base, '/api/admin/media', { cookie }), 'panel media, signed in')
    await expectOutage(await call(base, '/api/users/me', { cookie }), 'who am I, signed in')
    await expectOutage(
      await call(base, `/api/cars/${carId}`, { method: 'PATCH', cookie, json: { price: 1 } }),
      'stock PATCH',
    )
    await expectOutage(await call(base, '/api/admin/login', login), 'panel login')
    await expectOutage(await call(base, '/api/users/login', login), 'stock login')
    await expectOutage(await call(base, '/api/cars?limit=5'), 'public car list')
    await expectOutage(await call(base, `/api/cars/${carId}`), 'public car')
    await expectOutage(await call(base, photo.url), 'photo')
    await expectOutage(await call(base, '/'), 'home page')
    await expectOutage(await call(base, '/admin', { cookie }), 'panel page')
    await expectOutage(await call(base, '/cms', { cookie }), 'console')
    const health = await call(base, '/api/health')
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ status: 'error', database: { ok: false } })

    await outage.release()
    outage = undefined
    let list: Response
    do {
      await new Promise((resolve) => setTimeout(resolve, 250))
      list = await call(base, '/api/admin/cars', { cookie })
    } while (list.status === 503 && Date.now() - killedAt < 30_000)
    expect(list.status).toBe(200)
    expect(Date.now() - killedAt).toBeLessThan(30_000)
    expect(((await list.json()) as { docs: { name: string }[] }).docs.map((doc) => doc.name)).toEqual([car.name])
    expect((await call(base, photo.url)).status).toBe(200)
    expect((await call(base, '/')).status).toBe(200)
    expect(server.output()).toMatch(
      /The embedded PostgreSQL stopped unexpectedly \(SIGKILL\); restarting it on port \d+/,
    )
    expect(server.output()).toMatch(/The embedded PostgreSQL is running again \([\d.]+ s after it stopped\)/)
  })

  it('stops in under 3 s while the database is down', async () => {
    outage = await killPostgresAndKeepItDown(dataDir)
    expect((await call(server.url, '/api/admin/cars', { cookie })).status).toBe(503)
    const started = performance.now()
    expect(await server.stop('SIGTERM')).toBe(0)
    expect(performance.now() - started).toBeLessThan(3_000)
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false)
  })

  it('exits non-zero for its supervisor when PostgreSQL cannot be started again', async () => {
    server = await startServer(env)
    outage = await killPostgresAndKeepItDown(dataDir)
    const killedAt = Date.now()
    expect(await server.exited).toBe(1)
    expect(Date.now() - killedAt).toBeLessThan(30_000)
    expect(server.output()).toMatch(/The embedded PostgreSQL could not be restarted in \d+ s \(.*\); exiting/)
    await outage.release()
    outage = undefined

    server = await startServer(env)
    expect((await call(server.url, '/api/admin/cars', { cookie })).status).toBe(200)
  })
})

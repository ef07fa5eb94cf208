import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedDatabase, type RunningDatabase } from '../../src/boot/database'
import { ADMIN, call, multipart, photoJpg, signIn, validCar } from './helpers/apiClient'
import { attempt, type Answer } from './helpers/loginAttempts'
import { startProxy, type RunningProxy } from './helpers/nginx'
import { startTestBucket, type TestBucket } from './helpers/s3'
import { freePort, spawnServer, tempDataDir, waitUntilReady, type RunningServer } from './helpers/server'

type Car = { id: number; slug: string; name: string }

const WRONG = 'Username o password non corretti.'

/** Reads one page or API answer through `base`, with the replica that answered when it went through nginx. */
async function read(base: string, pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await call(base, pathAndQuery, { headers })
  return { status: response.status, upstream: response.headers.get('x-upstream'), text: await response.text() }
}

/**
 * The production shape on one machine: two app processes on one PostgreSQL
 * and one S3 store, behind nginx. Neither replica is told about the other,
 * and no PAYLOAD_SECRET is given: whatever they must agree on, they find in
 * the database. Every check is made on each replica directly and through nginx.
 */
describe('two replicas on one database and one bucket, behind nginx', () => {
  const root = tempDataDir('two-replicas')
  let database: RunningDatabase
  let bucket: TestBucket
  let proxy: RunningProxy
  let db: pg.Client
  const replicas: RunningServer[] = []
  const killOnExit = () => replicas.forEach((replica) => replica.child.kill('SIGKILL'))
  /** The two replicas' URLs, then nginx's. */
  let doors: string[]
  let upstreams: string[]

  beforeAll(async () => {
    process.once('exit', killOnExit)
    database = await startEmbeddedDatabase(path.join(root, 'database'), 'password-del-database', () => undefined)
    bucket = await startTestBucket()
    const ports = [await freePort(), await freePort()]
    upstreams = ports.map((port) => `127.0.0.1:${port}`)
    proxy = await startProxy(upstreams)
    // Started together on an empty database, as `docker compose up --scale app=2` does.
    for (const [index, port] of ports.entries()) {
      replicas.push(
        spawnServer({
          DATA_DIR: path.join(root, `replica-${index}`),
          PORT: String(port),
          DATABASE_URL: database.url,
          SITE_URL: proxy.url,
          // nginx connects from 127.0.0.1; the login attempts come from other loopback addresses.
          TRUST_PROXY: '127.0.0.1',
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          SEED_DEMO: 'false',
          ...bucket.env,
        }),
      )
    }
    await Promise.all(replicas.map((replica) => waitUntilReady(replica, 150_000)))
    doors = [...replicas.map((replica) => replica.url), proxy.url]
    db = new pg.Client({ connectionString: database.url })
    await db.connect()
  })

  afterAll(async () => {
    await db?.end().catch(() => undefined)
    await proxy?.stop()
    await Promise.all(replicas.map((replica) => replica.stop('SIGTERM')))
    process.off('exit', killOnExit)
    await bucket?.remove()
    await database?.stop()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('started both at once: each migration ran once, one administrator, one signing secret', async () => {
    const migrations = await db.query<{ name: string; runs: string }>(
      'select name, count(*) as runs from payload_migrations group by name',
    )
    expect(migrations.rows.length).toBeGreaterThan(0)
    expect(migrations.rows.filter((row) => row.runs !== '1')).toEqual([])
    const users = await db.query<{ username: string }>('select username from users')
    expect(users.rows).toEqual([{ username: ADMIN.username }])
    const secrets = await db.query<{ name: string }>('select name from server_secrets')
    expect(secrets.rows).toEqual([{ name: 'payload' }])
  })

  it('a session opened on one replica works on the other and through nginx, and its logout ends it everywhere', async () => {
    const [first, second] = replicas.map((replica) => replica.url)
    const cookie = await signIn(first)
    const seenBy = new Set<string | null>()
    for (const door of [first, second, proxy.url, proxy.url]) {
      const response = await call(door, '/api/admin/cars', { cookie })
      expect(response.status, door).toBe(200)
      seenBy.add(response.headers.get('x-upstream'))
    }
    expect(seenBy).toEqual(new Set([null, ...upstreams]))

    expect((await call(second, '/api/admin/logout', { method: 'POST', cookie })).status).toBe(200)
    for (const door of doors) {
      expect((await call(door, '/api/admin/cars', { cookie })).status, door).toBe(401)
    }
  })

  it('an edit through one replica is in the other one’s next answer: the API and the server-rendered page', async () => {
    const [first, second] = replicas.map((replica) => replica.url)
    const cookie = await signIn(first)
    const created = await call(first, '/api/admin/cars', {
      method: 'POST',
      cookie,
      json: { ...validCar, name: 'Fiat Panda Cross Prima' },
    })
    expect(created.status).toBe(201)
    const car = (await created.json()) as Car
    const pages = [`/api/cars/${car.id}`, '/api/cars?limit=24&sort=-createdAt', `/auto/${car.slug}`, '/annunci']

    // Both replicas keep their answers (and renders' reads) of the first name, with an ETag.
    const etags = new Map<string, string>()
    for (const door of doors) {
      for (const page of pages) {
        const response = await call(door, page)
        expect(response.status, `${door}${page}`).toBe(200)
        expect(await response.text(), `${door}${page}`).toContain('Fiat Panda Cross Prima')
        if (page.startsWith('/api/')) etags.set(`${door}${page}`, response.headers.get('etag')!)
      }
    }

    for (const [editor, name] of [
      [first, 'Fiat Panda Cross Seconda'],
      [second, 'Fiat Panda Cross Terza'],
    ] as const) {
      const edited = await call(editor, `/api/admin/cars/${car.id}`, { method: 'PUT', cookie, json: { name } })
      expect(edited.status).toBe(200)
      for (const door of doors) {
        for (const page of pages) {
          // The other replica's stored answer must not be confirmed as still fresh (a 304).
          const etag = etags.get(`${door}${page}`)
          const answer = await read(door, page, etag ? { 'if-none-match': etag } : {})
          expect(answer.status, `${door}${page}`).toBe(200)
          expect(answer.text, `${door}${page}`).toContain(name)
          expect(answer.text, `${door}${page}`).not.toContain('Fiat Panda Cross Prima')
        }
      }
    }
  })

  it('wrong logins count on both: the free failures spread over the replicas, then every door refuses', async () => {
    const [first, second] = replicas.map((replica) => replica.url)
    const attacker = '127.0.2.1'
    const wrong = (i: number) => ({ from: attacker, username: 'nessuno', password: `sbagliata-${i}` })

    const free: Answer[] = []
    for (let i = 0; i < 5; i++) free.push(await attempt(proxy.url, wrong(i)))
    expect(free.map((answer) => [answer.status, (answer.json as { error?: string }).error])).toEqual(
      Array(5).fill([401, WRONG]),
    )
    expect(new Set(free.map((answer) => answer.headers['x-upstream']))).toEqual(new Set(upstreams))

    // nginx appends the address it saw, so a made-up X-Forwarded-For is no way around the count.
    const spoofed = await attempt(proxy.url, { ...wrong(5), headers: { 'x-forwarded-for': '198.51.100.7' } })
    expect(spoofed.status).toBe(429)
    for (const door of [first, second, proxy.url]) {
      const answer = await attempt(door, wrong(6))
      expect(answer.status, door).toBe(429)
      expect(Number(answer.headers['retry-after']), door).toBeGreaterThan(0)
    }
    // Another client is not held back by it.
    expect((await attempt(second, { ...wrong(7), from: '127.0.2.2' })).status).toBe(401)
  })

  it('a photo uploaded through one replica is served by both and through nginx; deleted through the other, by none', async () => {
    const [first, second] = replicas.map((replica) => replica.url)
    const cookie = await signIn(second)
    const uploaded = await call(first, '/api/admin/media/upload', {
      method: 'POST',
      cookie,
      form: multipart({}, { file: [{ name: 'fiancata.jpg', data: photoJpg }] }),
    })
    expect(uploaded.status).toBe(201)
    const photo = (await uploaded.json()) as {
      id: number
      filename: string
      url: string
      sizes: { card: { url: string } }
    }
    expect(await bucket.objectKeys()).toContain(photo.filename)

    for (const file of [photo.url, photo.sizes.card.url]) {
      const bodies: Buffer[] = []
      const seenBy = new Set<string | null>()
      for (const door of [...doors, proxy.url]) {
        const response = await call(door, file)
        expect(response.status, `${door}${file}`).toBe(200)
        expect(response.headers.get('content-type'), `${door}${file}`).toMatch(/^image\/(jpeg|webp)$/)
        seenBy.add(response.headers.get('x-upstream'))
        bodies.push(Buffer.from(await response.arrayBuffer()))
      }
      expect(seenBy).toEqual(new Set([null, ...upstreams]))
      expect(
        bodies.every((body) => body.length > 1000 && body.equals(bodies[0])),
        file,
      ).toBe(true)
    }

    expect((await call(second, `/api/admin/media/${photo.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    for (const door of doors) expect((await call(door, photo.url)).status, door).toBe(404)
  })
})

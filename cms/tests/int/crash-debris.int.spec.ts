import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_CARS, call, multipart } from './helpers/apiClient'
import { crashStores, type CrashStore } from './helpers/crashStores'
import {
  ADMIN_ENV,
  noisyPhoto,
  signIn,
  storedFilenames,
  uploadPhoto,
  uploadedDoc,
  type MediaDoc,
} from './helpers/photoUploads'
import {
  freePort,
  repoRoot,
  serverArgs,
  spawnServer,
  startServer,
  tempDataDir,
  type RunningServer,
} from './helpers/server'

const photoJpg = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photo.jpg'))
const car = { brand: 'Fiat', model: 'Tipo', name: 'Fiat Tipo mai salvata', year: 2021, price: 14500 }
/** Room for each server start (the helper waits up to 180 s) and the test around it. */
const restarts = (count: number) => ({ timeout: count * 240_000 })

async function mediaRecords(base: string, cookie: string): Promise<MediaDoc[]> {
  const response = await fetch(`${base}/api/media?limit=1000&depth=0`, { headers: { cookie } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: MediaDoc[] }).docs
}

async function carNames(base: string, cookie: string): Promise<string[]> {
  const response = await call(base, ALL_CARS, { cookie })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: { name: string }[] }).docs.map((doc) => doc.name)
}

/** Waits until the store holds exactly the files of the photo records (and `alsoKept`), then returns them. */
async function storeHoldsOnlyRecordedFiles(store: CrashStore, base: string, cookie: string, alsoKept: string[] = []) {
  const recorded = (await mediaRecords(base, cookie)).flatMap(storedFilenames)
  const expected = [...recorded, ...alsoKept].sort()
  const deadline = Date.now() + 30_000
  let files = await store.files()
  while (JSON.stringify(files) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    files = await store.files()
  }
  expect(files).toEqual(expected)
  for (const name of recorded) expect((await fetch(`${base}/uploads/${name}`)).status, name).toBe(200)
}

describe.each(crashStores)('photos on $name: a server killed in the middle of a save', ({ create }) => {
  let store: CrashStore
  let server: RunningServer
  let cookie: string
  let kept: MediaDoc

  beforeAll(async () => {
    store = await create()
    server = await startServer(store.env)
    cookie = await signIn(server.url)
    kept = await uploadedDoc(await uploadPhoto(server.url, cookie, { data: photoJpg, name: 'tenuta.jpg' }))
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    await store?.remove()
  })

  it('serves no file that no photo record names', async () => {
    await store.plant('abbandonata.jpg', photoJpg)
    expect((await store.files()).includes('abbandonata.jpg')).toBe(true)
    expect((await fetch(`${server.url}/uploads/abbandonata.jpg`)).status).toBe(404)
    for (const name of storedFilenames(kept)) expect((await fetch(`${server.url}/uploads/${name}`)).status).toBe(200)
  })

  it('keeps no photo of a car form that never committed, and no file of it after a restart', restarts(1), async () => {
    const photos = await Promise.all([0, 1, 2].map(() => noisyPhoto(4000, 3000)))
    const recordsBefore = (await mediaRecords(server.url, cookie)).map((doc) => doc.id)
    const before = new Set(await store.files())
    const stored = store.firstPhotoStored(before)
    const form = multipart(car, { images: photos.map((data, index) => ({ name: `interrotta-${index}.jpg`, data })) })
    const save = call(server.url, '/api/admin/cars', { method: 'POST', cookie, form }).catch((error: unknown) => error)
    await stored
    expect(await server.stop('SIGKILL')).toBeNull()
    expect(await save).toBeInstanceOf(Error)
    const leftovers = (await store.files()).filter((name) => !before.has(name))
    expect(leftovers.length).toBeGreaterThanOrEqual(4)

    store.passGracePeriod()
    await store.plant('appena-caricata.jpg', photoJpg)
    server = await startServer(store.env)
    expect((await mediaRecords(server.url, cookie)).map((doc) => doc.id)).toEqual(recordsBefore)
    expect(await carNames(server.url, cookie)).not.toContain(car.name)
    await storeHoldsOnlyRecordedFiles(store, server.url, cookie, store.sparesRecentFiles ? ['appena-caricata.jpg'] : [])
    for (const name of [...leftovers, 'abbandonata.jpg', 'appena-caricata.jpg']) {
      expect((await fetch(`${server.url}/uploads/${name}`)).status, name).toBe(404)
    }
  })

  it('keeps no file of a photo upload killed while its files were written', restarts(5), async () => {
    const photo = await noisyPhoto(6000, 4000)
    let leftoversSeen = 0
    // The kill has to land between the first file and the commit, a few milliseconds: a bounded number of tries.
    for (let attempt = 1; attempt <= 5 && leftoversSeen === 0; attempt++) {
      const name = `uccisa-${attempt}.jpg`
      const before = new Set(await store.files())
      const written = store.fileAppears(before)
      const upload = uploadPhoto(server.url, cookie, { data: photo, name }).catch((error: unknown) => error)
      await written
      expect(await server.stop('SIGKILL')).toBeNull()
      await upload
      const leftovers = (await store.files()).filter((file) => !before.has(file))

      store.passGracePeriod()
      server = await startServer(store.env)
      const records = await mediaRecords(server.url, cookie)
      if (records.some((doc) => doc.originalFilename === name) || leftovers.length === 0) continue
      leftoversSeen = leftovers.length
      await storeHoldsOnlyRecordedFiles(store, server.url, cookie)
      for (const file of leftovers) expect((await fetch(`${server.url}/uploads/${file}`)).status, file).toBe(404)
    }
    expect(leftoversSeen).toBeGreaterThan(0)
    expect((await mediaRecords(server.url, cookie)).map((doc) => doc.id)).toContain(kept.id)
  })
})

/** The server as the child of a process that never collects its children: killed, it stays a zombie. */
function spawnUnderNeglectfulParent(env: Record<string, string>): { parent: ChildProcess; serverPid: Promise<number> } {
  const parent = spawn('sh', ['-c', `node ${serverArgs.join(' ')} >/dev/null 2>&1 & echo $!; exec sleep 600`], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const serverPid = new Promise<number>((resolve) =>
    parent.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  )
  return { parent, serverPid }
}

function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]
  } catch {
    return undefined
  }
}

describe('a restart right after kill -9', () => {
  const dataDir = tempDataDir('crash-restart')
  let env: Record<string, string>
  let parent: ChildProcess | undefined
  let server: RunningServer | undefined

  beforeAll(async () => {
    env = { DATA_DIR: dataDir, PORT: String(await freePort()), ...ADMIN_ENV }
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    parent?.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it(
    'starts the first time while the killed server is still a zombie, and its PostgreSQL still runs',
    restarts(1),
    async () => {
      const spawned = spawnUnderNeglectfulParent(env)
      parent = spawned.parent
      const pid = await spawned.serverPid
      const deadline = Date.now() + 180_000
      while ((await fetch(`http://127.0.0.1:${env.PORT}/api/health`).catch(() => null))?.status !== 200) {
        expect(Date.now()).toBeLessThan(deadline)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      const postmaster = Number(
        fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      )

      process.kill(pid, 'SIGKILL')
      while (processState(pid) !== 'Z') await new Promise((resolve) => setTimeout(resolve, 10))
      expect(processState(postmaster)).toMatch(/^[RS]$/)

      server = await startServer(env)
      const cookie = await signIn(server.url)
      expect(await carNames(server.url, cookie)).toEqual([])
    },
  )

  it('still refuses a second live server on the same data folder', async () => {
    const second = spawnServer({ ...env, PORT: String(await freePort()) })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another running server (pid ${server!.child.pid})`,
    )
  })

  it('takes over a lock whose pid now belongs to another program', restarts(1), async () => {
    expect(await server!.stop('SIGTERM')).toBe(0)
    fs.writeFileSync(path.join(dataDir, 'server.pid'), `${parent!.pid}\n1\n`)
    expect(processState(parent!.pid!)).toMatch(/^[RS]$/)
    server = await startServer(env)
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'

import { TarWriter, readTar } from '../../src/backup/tar'
import { migrations } from '../../src/migrations'
import { signIn } from './helpers/apiClient'
import { runBackupCli } from './helpers/backupCli'
import { freePort, startServer, tempDataDir, type RunningServer } from './helpers/server'
import { siteView, type SiteView } from './helpers/siteView'

const fixtureDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/upgrade')
const archive = path.join(fixtureDir, 'previous-release.tar.gz')
const previous = JSON.parse(fs.readFileSync(path.join(fixtureDir, 'previous-release.json'), 'utf8')) as {
  admin: { username: string; password: string }
  view: SiteView
}

/** The fixture with its manifest changed by `edit`, written to `target`. */
async function rewriteManifest(target: string, edit: (manifest: { migrations: string[] }) => void) {
  const gzip = zlib.createGzip()
  const written = pipeline(gzip, fs.createWriteStream(target))
  const tar = new TarWriter(gzip)
  for await (const entry of readTar(fs.createReadStream(archive).pipe(zlib.createGunzip()))) {
    const data = await entry.read()
    if (entry.name !== 'manifest.json') await tar.add(entry.name, data)
    else {
      const manifest = JSON.parse(data.toString('utf8')) as { migrations: string[] }
      edit(manifest)
      await tar.add(entry.name, Buffer.from(JSON.stringify(manifest)))
    }
  }
  await tar.finish()
  gzip.end()
  await written
}

/** Each record the previous release showed, found by id and holding every field it had, with the same value. */
function expectEvery<T extends { id: number }>(found: T[], expected: T[]) {
  expect(found.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort())
  for (const item of expected) expect(found.find((candidate) => candidate.id === item.id)).toMatchObject(item)
}

describe('upgrades keep data', () => {
  const folders: string[] = []
  let server: RunningServer | undefined
  afterAll(async () => {
    await server?.stop('SIGTERM')
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  })

  it('keeps the committed archive of the previous release small', () => {
    expect(fs.statSync(archive).size).toBeLessThan(2 * 1024 * 1024)
    expect(previous.view.cars.length).toBeGreaterThanOrEqual(12)
    expect(previous.view.leads.length).toBeGreaterThanOrEqual(3)
  })

  it('restores the previous release’s archive and finds every car, photo, request and setting after the upgrade', async () => {
    const dataDir = tempDataDir('upgrade')
    folders.push(dataDir)
    const restore = await runBackupCli(['restore', archive], { DATA_DIR: dataDir })
    expect(restore.code, restore.output).toBe(0)

    // The current code starts on it and runs its newer migrations on top.
    server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    const cookie = await signIn(server.url, previous.admin.username, previous.admin.password)
    const now = await siteView(server.url, cookie)

    expectEvery(now.cars, previous.view.cars)
    expectEvery(now.media, previous.view.media)
    expectEvery(now.leads, previous.view.leads)
    expect(now.trash).toEqual(previous.view.trash)
    expect(now.settings).toMatchObject(previous.view.settings as object)
    // Every photo file byte for byte, as /uploads serves it.
    expect(now.served).toEqual(previous.view.served)
  }, 600_000)

  it('refuses an archive from a newer release, naming the migration this code lacks', async () => {
    const newer = path.join(tempDataDir('upgrade-newer'), 'newer.tar.gz')
    folders.push(path.dirname(newer))
    await rewriteManifest(newer, (manifest) => manifest.migrations.push('20991231_000000_from_the_future'))
    const dataDir = tempDataDir('upgrade-refused')
    folders.push(dataDir)
    const refused = await runBackupCli(['restore', newer], { DATA_DIR: dataDir })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('This archive was made by a newer release of the site')
    expect(refused.output).toContain('20991231_000000_from_the_future')
    // Nothing was built: the folder can take the right archive.
    expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false)
  })

  it('knows every migration the previous release ran', async () => {
    const manifest = await (async () => {
      for await (const entry of readTar(fs.createReadStream(archive).pipe(zlib.createGunzip())))
        return JSON.parse((await entry.read()).toString('utf8')) as { migrations: string[] }
    })()
    const known = migrations.map((migration) => migration.name)
    expect(manifest?.migrations.every((name) => known.includes(name))).toBe(true)
  })
})

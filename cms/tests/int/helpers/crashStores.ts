import fs from 'node:fs'
import path from 'node:path'

import { ADMIN_ENV } from './photoUploads'
import { startTestBucket, type TestBucket } from './s3'
import { freePort, tempDataDir } from './server'

/** How old a leftover must be before the sweep may remove it from a shared bucket, with a margin. */
const PAST_THE_GRACE_PERIOD_MS = 11 * 60 * 1000

/** A photo store seen from outside the server: what a crash test needs to watch and disturb it. */
export interface CrashStore {
  name: string
  dataDir: string
  /** Environment for startServer: the data folder, a port, the administrator, the store. */
  env: Record<string, string>
  files: () => Promise<string[]>
  /** Resolves as soon as a file that is not in `before` is being written. */
  fileAppears: (before: Set<string>) => Promise<void>
  /** Resolves once a multipart save has stored its first photo (original and three variants) and goes on. */
  firstPhotoStored: (before: Set<string>) => Promise<void>
  /** Puts a file in the store behind the server's back. */
  plant: (name: string, data: Buffer) => Promise<void>
  /** Lets the time pass after which leftovers in the store may be removed. */
  passGracePeriod: () => void
  /** True when a young file without a record survives the sweep (a bucket several servers share). */
  sparesRecentFiles: boolean
  remove: () => Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitForNewFiles(files: () => Promise<string[]>, before: Set<string>, count: number): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if ((await files()).filter((name) => !before.has(name)).length >= count) return
    await sleep(5)
  }
  throw new Error(`fewer than ${count} new files appeared in 60 s`)
}

async function localStore(): Promise<CrashStore> {
  const dataDir = tempDataDir('crash-local')
  const mediaDir = path.join(dataDir, 'media')
  const files = async () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : [])
  return {
    name: 'the local disk',
    dataDir,
    env: { DATA_DIR: dataDir, PORT: String(await freePort()), ...ADMIN_ENV },
    files,
    fileAppears: (before) =>
      new Promise((resolve) => {
        const watcher = fs.watch(mediaDir, (_event, name) => {
          if (name && before.has(name)) return
          watcher.close()
          resolve()
        })
      }),
    firstPhotoStored: (before) => waitForNewFiles(files, before, 4),
    plant: async (name, data) => fs.writeFileSync(path.join(mediaDir, name), data),
    passGracePeriod: () => undefined,
    sparesRecentFiles: false,
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}

async function s3Store(): Promise<CrashStore> {
  const dataDir = tempDataDir('crash-s3')
  const bucket: TestBucket = await startTestBucket()
  return {
    name: 'S3',
    dataDir,
    env: { DATA_DIR: dataDir, PORT: String(await freePort()), ...ADMIN_ENV, ...bucket.env },
    files: bucket.objectKeys,
    fileAppears: (before) => waitForNewFiles(bucket.objectKeys, before, 1),
    // The second photo's first upload starts only when the first photo's four are stored.
    firstPhotoStored: () => bucket.uploadsArrive(5),
    plant: bucket.putObject,
    passGracePeriod: () => bucket.ageObjects(PAST_THE_GRACE_PERIOD_MS),
    sparesRecentFiles: true,
    remove: async () => {
      await bucket.remove()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const crashStores: { name: string; create: () => Promise<CrashStore> }[] = [
  { name: 'the local disk', create: localStore },
  { name: 'S3', create: s3Store },
]

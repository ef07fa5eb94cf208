import fs from 'node:fs'
import path from 'node:path'

import { fillFromTemplate } from './dataTemplate'
import { ADMIN_ENV } from './photoUploads'
import { startTestBucket } from './s3'
import { freePort, startServer, tempDataDir, type RunningServer } from './server'

export interface RunningStore {
  server: RunningServer
  dataDir: string
  /** The names of every file the store holds, sorted. */
  storedFiles: () => Promise<string[]>
  stop: () => Promise<void>
}

export interface PhotoStore {
  name: string
  /** A production server on a copy of the template data folder, keeping its photos in this store. */
  start: () => Promise<RunningStore>
}

async function startOn(name: string, extraEnv: Record<string, string>) {
  const dataDir = tempDataDir(name)
  fillFromTemplate(dataDir)
  const server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), ...ADMIN_ENV, ...extraEnv })
  return { server, dataDir }
}

export const photoStores: PhotoStore[] = [
  {
    name: 'the local disk',
    start: async () => {
      const { server, dataDir } = await startOn('storage-local', {})
      const mediaDir = path.join(dataDir, 'media')
      return {
        server,
        dataDir,
        storedFiles: async () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : []),
        stop: async () => {
          await server.stop('SIGTERM')
          fs.rmSync(dataDir, { recursive: true, force: true })
        },
      }
    },
  },
  {
    name: 'S3',
    start: async () => {
      const bucket = await startTestBucket()
      const { server, dataDir } = await startOn('storage-s3', bucket.env)
      return {
        server,
        dataDir,
        storedFiles: bucket.objectKeys,
        stop: async () => {
          await server.stop('SIGTERM')
          await bucket.remove()
          fs.rmSync(dataDir, { recursive: true, force: true })
        },
      }
    },
  },
]

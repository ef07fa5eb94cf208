import fs from 'node:fs'
import type http from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { freePort } from './server'

interface S3rverOptions {
  address: string
  port: number
  directory: string
  silent: boolean
  configureBuckets: { name: string }[]
}

interface S3rverInstance {
  run(): Promise<unknown>
  close(): Promise<void>
  httpServer?: http.Server
}

// s3rver ships without type declarations; this is the part of it the tests use.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance

const ACCESS_KEY = 'S3RVER'

export interface TestBucket {
  bucket: string
  /** What startServer needs to keep the photos in this bucket. */
  env: Record<string, string>
  objectKeys: () => Promise<string[]>
  /** Resolves when the next object upload reaches the store. */
  nextUploadArrives: () => Promise<void>
  /** Resolves when `count` more object uploads have reached the store (the earlier ones are then stored). */
  uploadsArrive: (count: number) => Promise<void>
  /** Stores an object directly, as something other than the server would. */
  putObject: (key: string, body: Buffer) => Promise<void>
  /** Makes every stored object look `ms` older, as if that much time had passed since it was written. */
  ageObjects: (ms: number) => void
  /** Stops like a crashed store: open connections are cut, new ones refused. */
  stop: () => Promise<void>
  /** Starts again on the same port with the same objects. */
  start: () => Promise<void>
  remove: () => Promise<void>
}

/** A real S3-protocol server (s3rver) on loopback, on a free port and a throwaway folder. */
export async function startTestBucket(bucket = 'photos'): Promise<TestBucket> {
  const port = await freePort()
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'autosalone-s3-'))
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  })
  let server: S3rverInstance | undefined
  const uploadWaiters: (() => void)[] = []
  const uploadCounters: { left: number; resolve: () => void }[] = []

  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] })
    await server.run()
    server.httpServer!.on('request', (req: http.IncomingMessage) => {
      if (req.method !== 'PUT') return
      uploadWaiters.splice(0).forEach((resolve) => resolve())
      for (const counter of uploadCounters.splice(0)) {
        if (--counter.left === 0) counter.resolve()
        else uploadCounters.push(counter)
      }
    })
  }
  const stop = async () => {
    const running = server
    server = undefined
    if (!running?.httpServer) return
    const closed = running.close()
    running.httpServer.closeAllConnections()
    await closed
  }

  await start()
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    objectKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listed.Contents ?? []).map((object) => object.Key!).sort()
    },
    nextUploadArrives: () => new Promise((resolve) => uploadWaiters.push(resolve)),
    uploadsArrive: (count) => new Promise((resolve) => uploadCounters.push({ left: count, resolve })),
    putObject: async (key, body) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
    },
    // s3rver reports an object's LastModified from its file's modification time.
    ageObjects: (ms) => {
      const files = fs.readdirSync(path.join(directory, bucket), { recursive: true, encoding: 'utf8' })
      for (const file of files) {
        const full = path.join(directory, bucket, file)
        if (!fs.statSync(full).isFile()) continue
        const { mtime } = fs.statSync(full)
        const aged = new Date(mtime.getTime() - ms)
        fs.utimesSync(full, aged, aged)
      }
    },
    stop,
    start,
    remove: async () => {
      await stop()
      client.destroy()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

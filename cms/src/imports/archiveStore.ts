import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { PassThrough, Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import yauzl from 'yauzl'

import type { AppEnv } from '../boot/env'
import { sharedS3Client } from '../storage'
import type { ArchiveSource } from './photoArchive'

/** A stream past its bound of bytes. */
export class ArchiveTooLarge extends Error {}

/** Counts the bytes going through and fails past `maxBytes`. */
function capped(maxBytes: number): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length
      callback(seen > maxBytes ? new ArchiveTooLarge() : null, chunk)
    },
  })
}

/** Reads ranges of an S3 object, as yauzl asks for them: the directory first, then each entry. */
class S3RangeReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly env: Required<Pick<AppEnv, 's3'>>,
    private readonly key: string,
  ) {
    super()
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough()
    const { s3 } = this.env
    sharedS3Client(s3)
      .send(new GetObjectCommand({ Bucket: s3.bucket, Key: this.key, Range: `bytes=${start}-${end - 1}` }))
      .then((answer) => pipeline(answer.Body as Readable, out))
      .catch((error: Error) => out.destroy(error))
    return out
  }
}

/**
 * Where the photos' archive of an import waits while the import is prepared and applied: the
 * photo bucket under `imports/` (shared by every replica) or, with local photos, `DATA_DIR/imports`.
 * Never the memory of one process: an archive may be 2 GB.
 */
export interface ArchiveStore {
  save: (body: Readable, maxBytes: number) => Promise<string>
  source: (key: string) => Promise<ArchiveSource>
  remove: (key: string) => Promise<void>
}

function localStore(dir: string): ArchiveStore {
  const file = (key: string) => path.join(dir, path.basename(key))
  return {
    save: async (body, maxBytes) => {
      await fs.promises.mkdir(dir, { recursive: true })
      const key = `${randomUUID()}.zip`
      try {
        await pipeline(body, capped(maxBytes), fs.createWriteStream(file(key)))
      } catch (error) {
        await fs.promises.rm(file(key), { force: true })
        throw error
      }
      return key
    },
    source: (key) => Promise.resolve({ path: file(key) }),
    remove: (key) => fs.promises.rm(file(key), { force: true }),
  }
}

function s3Store(env: Required<Pick<AppEnv, 's3'>>): ArchiveStore {
  const { s3 } = env
  const client = sharedS3Client(s3)
  return {
    save: async (body, maxBytes) => {
      const key = `imports/${randomUUID()}.zip`
      const counted = body.pipe(capped(maxBytes))
      body.on('error', (error) => counted.destroy(error))
      // Sent in 8 MB parts, two at a time: the archive is never held whole.
      await new Upload({
        client,
        params: { Bucket: s3.bucket, Key: key, Body: counted },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
      }).done()
      return key
    },
    source: async (key) => {
      const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
      return { reader: new S3RangeReader(env, key), size: head.ContentLength ?? 0 }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))
    },
  }
}

export function archiveStore(env: Pick<AppEnv, 'dataDir' | 's3'>): ArchiveStore {
  return env.s3 ? s3Store({ s3: env.s3 }) : localStore(path.join(env.dataDir, 'imports'))
}

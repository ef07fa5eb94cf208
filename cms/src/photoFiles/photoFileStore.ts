import fs from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'

import type { AppEnv } from '../boot/env'
import { sharedS3Client } from '../storage'

export interface StoredFile {
  name: string
  modified: Date
}

/** Where the photo files live, as the orphan sweep sees it: listed a page at a time, removed one by one. */
export interface PhotoFileStore {
  kind: 'local' | 's3'
  pages: () => AsyncIterable<StoredFile[]>
  remove: (name: string) => Promise<void>
}

const PAGE_SIZE = 1000
const REMOVE_TIMEOUT_MS = 5_000

function localStore(mediaDir: string): PhotoFileStore {
  return {
    kind: 'local',
    pages: async function* () {
      let dir: import('node:fs').Dir
      try {
        dir = await fs.opendir(mediaDir)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
        throw error
      }
      let page: StoredFile[] = []
      for await (const entry of dir) {
        if (!entry.isFile()) continue
        try {
          const { mtime } = await fs.stat(path.join(mediaDir, entry.name))
          page.push({ name: entry.name, modified: mtime })
        } catch {
          continue // removed since it was listed
        }
        if (page.length === PAGE_SIZE) {
          yield page
          page = []
        }
      }
      if (page.length > 0) yield page
    },
    remove: (name) => fs.rm(path.join(mediaDir, name), { force: true }),
  }
}

function s3Store(client: S3Client, bucket: string): PhotoFileStore {
  return {
    kind: 's3',
    pages: async function* () {
      let token: string | undefined
      do {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, MaxKeys: PAGE_SIZE, ContinuationToken: token }),
        )
        // Photos are stored at the top of the bucket; anything in a folder is not the media collection's.
        const page = (listed.Contents ?? [])
          .filter((object) => object.Key && !object.Key.includes('/') && object.LastModified)
          .map((object) => ({ name: object.Key!, modified: object.LastModified! }))
        if (page.length > 0) yield page
        token = listed.IsTruncated ? listed.NextContinuationToken : undefined
      } while (token)
    },
    // Removals run while saves wait on the photo-files lock: a store that stops answering must not hold them.
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }), {
        abortSignal: AbortSignal.timeout(REMOVE_TIMEOUT_MS),
      })
    },
  }
}

/** The store the server is configured with: the bucket when S3 is set, else DATA_DIR/media. */
export function photoFileStore(env: Pick<AppEnv, 'dataDir' | 's3'>): PhotoFileStore {
  return env.s3 ? s3Store(sharedS3Client(env.s3), env.s3.bucket) : localStore(path.join(env.dataDir, 'media'))
}

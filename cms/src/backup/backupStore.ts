import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'

import type { AppEnv } from '../boot/env'
import { sharedS3Client } from '../storage'
import { archiveTime } from './archiveNames'

/** Archives in the photos' bucket live under this prefix; the photo sweep leaves anything in a folder alone. */
export const S3_BACKUP_PREFIX = 'backups/'

export interface StoredArchive {
  name: string
  size: number
  createdAt: Date
}

/** Where a new archive goes. */
export interface ArchiveTarget {
  /** Where a finished archive is, for people (a path or an s3:// address). */
  describe: (name: string) => string
  /** A folder on the local disk where an archive is written before it is kept. */
  workDir: string
  /** Keeps the finished archive at `file` (moved, or uploaded and then removed). */
  keep: (name: string, file: string) => Promise<void>
}

/** Where backup archives are kept: DATA_DIR/backups, or the photos' S3 bucket under `backups/`. */
export interface BackupStore extends ArchiveTarget {
  kind: 'local' | 's3'
  list: () => Promise<StoredArchive[]>
  open: (name: string) => Promise<{ size: number; body: Readable } | null>
  remove: (name: string) => Promise<void>
}

const byNewest = (a: StoredArchive, b: StoredArchive) => b.createdAt.getTime() - a.createdAt.getTime()

function localStore(dir: string): BackupStore {
  return {
    kind: 'local',
    describe: (name) => path.join(dir, name),
    workDir: dir,
    list: async () => {
      const names = await fsp.readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[]
        throw error
      })
      const archives: StoredArchive[] = []
      for (const name of names) {
        const createdAt = archiveTime(name)
        if (!createdAt) continue
        const stat = await fsp.stat(path.join(dir, name)).catch(() => null)
        if (stat?.isFile()) archives.push({ name, size: stat.size, createdAt })
      }
      return archives.sort(byNewest)
    },
    keep: async (name, file) => {
      await fsp.rename(file, path.join(dir, name))
    },
    open: async (name) => {
      if (!archiveTime(name)) return null
      const file = path.join(dir, name)
      const stat = await fsp.stat(file).catch(() => null)
      if (!stat?.isFile()) return null
      return { size: stat.size, body: fs.createReadStream(file) }
    },
    remove: (name) => fsp.rm(path.join(dir, name), { force: true }),
  }
}

function s3Store(env: Required<Pick<AppEnv, 's3'>>, workDir: string): BackupStore {
  const { bucket } = env.s3
  const client = sharedS3Client(env.s3)
  return {
    kind: 's3',
    describe: (name) => `s3://${bucket}/${S3_BACKUP_PREFIX}${name}`,
    workDir,
    list: async () => {
      const archives: StoredArchive[] = []
      let token: string | undefined
      do {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: S3_BACKUP_PREFIX, ContinuationToken: token }),
        )
        for (const object of listed.Contents ?? []) {
          const name = object.Key!.slice(S3_BACKUP_PREFIX.length)
          const createdAt = archiveTime(name)
          if (createdAt) archives.push({ name, size: object.Size ?? 0, createdAt })
        }
        token = listed.IsTruncated ? listed.NextContinuationToken : undefined
      } while (token)
      return archives.sort(byNewest)
    },
    keep: async (name, file) => {
      const { size } = await fsp.stat(file)
      // One PUT takes up to 5 GB; the archive is streamed from the disk, never held in memory.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: S3_BACKUP_PREFIX + name,
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: 'application/gzip',
        }),
      )
      await fsp.rm(file, { force: true })
    },
    open: async (name) => {
      if (!archiveTime(name)) return null
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: S3_BACKUP_PREFIX + name }))
        return { size: object.ContentLength ?? 0, body: object.Body as Readable }
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: S3_BACKUP_PREFIX + name }))
    },
  }
}

/** The store the configuration names: the photos' bucket when S3 is set, else DATA_DIR/backups. */
export function backupStore(env: Pick<AppEnv, 'dataDir' | 's3'>): BackupStore {
  const dir = path.join(env.dataDir, 'backups')
  return env.s3 ? s3Store({ s3: env.s3 }, dir) : localStore(dir)
}

/** One file the person running `npm run backup -- <file>` named. */
export function fileTarget(file: string): ArchiveTarget {
  const target = path.resolve(file)
  return {
    describe: () => target,
    workDir: path.dirname(target),
    keep: (_name, written) => fsp.rename(written, target),
  }
}

import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import type { ClientBase } from 'pg'

import type { AppEnv } from '../boot/env'
import { sharedS3Client } from '../storage'
import { archiveName } from './archiveNames'
import type { ArchiveTarget, StoredArchive } from './backupStore'
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  CHECKSUMS_ENTRY,
  MANIFEST_ENTRY,
  photoEntry,
  tablePartEntry,
  type Checksums,
  type Manifest,
} from './manifest'
import {
  beginSnapshot,
  listTables,
  migrationNames,
  readSequences,
  recordedPhotoFiles,
  tableParts,
} from './readSnapshot'
import { TarWriter } from './tar'

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 1) + '\n')

async function* hashed(file: string, hash: crypto.Hash): AsyncGenerator<Buffer> {
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk)
    yield chunk
  }
}

/** The local photo files the snapshot names, each with its checksum; a file deleted since is listed as missing. */
async function archiveLocalPhotos(tar: TarWriter, mediaDir: string, names: string[], checksums: Checksums) {
  for (const name of names) {
    const file = path.join(mediaDir, name)
    const stat = await fsp.stat(file).catch(() => null)
    if (!stat?.isFile()) {
      checksums.missingFiles.push(name)
      continue
    }
    const hash = crypto.createHash('sha256')
    await tar.addStream(photoEntry(name), stat.size, hashed(file, hash))
    checksums.files.push({ name, size: stat.size, sha256: hash.digest('hex') })
  }
}

/** The S3 objects the snapshot names, with the size and checksum (ETag) the store reports: listed, not copied. */
async function listS3Photos(s3: NonNullable<AppEnv['s3']>, names: string[], checksums: Checksums) {
  const wanted = new Set(names)
  const client = sharedS3Client(s3)
  let token: string | undefined
  do {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }))
    for (const object of listed.Contents ?? []) {
      if (!object.Key || !wanted.delete(object.Key)) continue
      checksums.objects.push({ key: object.Key, size: object.Size ?? 0, etag: object.ETag ?? '' })
    }
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined
  } while (token)
  checksums.missingFiles.push(...[...wanted].sort())
}

/** The database part: manifest, every table's rows, the sequences; all read inside one snapshot. */
async function archiveDatabase(client: ClientBase, tar: TarWriter, env: Pick<AppEnv, 's3'>, createdAt: Date) {
  await beginSnapshot(client)
  try {
    const tables = await listTables(client)
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: createdAt.toISOString(),
      migrations: await migrationNames(client),
      tables,
      photos: env.s3 ? { storage: 's3', bucket: env.s3.bucket } : { storage: 'local' },
    }
    await tar.add(MANIFEST_ENTRY, json(manifest))
    const rows: Checksums['rows'] = {}
    for (const table of tables) {
      rows[table.name] = 0
      let part = 0
      for await (const data of tableParts(client, table)) {
        await tar.add(tablePartEntry(table.name, ++part), data)
        for (const byte of data) if (byte === 0x0a) rows[table.name]++
      }
    }
    const photoNames = await recordedPhotoFiles(client)
    const sequences = await readSequences(client)
    await client.query('commit')
    return { rows, sequences, photoNames }
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  }
}

export interface BackupResult extends StoredArchive {
  /** Where the archive was kept, for people. */
  location: string
  missingFiles: string[]
}

/**
 * Writes one archive (docs/decisions/035-backups.md): the database read through one
 * consistent snapshot, then the photo files (or the S3 objects' list), gzip-compressed
 * on libuv's threads while the rows stream in, to a file in the store's work folder,
 * which the store then keeps. Memory stays at one fetch of rows and one file chunk; the
 * caller's connection is used for the snapshot only.
 */
export async function writeBackup(
  client: ClientBase,
  env: Pick<AppEnv, 'dataDir' | 's3'>,
  store: ArchiveTarget,
  createdAt = new Date(),
): Promise<BackupResult> {
  const name = archiveName(createdAt)
  await fsp.mkdir(store.workDir, { recursive: true, mode: 0o700 })
  const partial = path.join(store.workDir, `.${name}.partial`)
  const gzip = zlib.createGzip()
  const written = pipeline(gzip, fs.createWriteStream(partial, { mode: 0o600 }))
  const tar = new TarWriter(gzip)
  try {
    const { rows, sequences, photoNames } = await archiveDatabase(client, tar, env, createdAt)
    const checksums: Checksums = { rows, sequences, files: [], missingFiles: [], objects: [] }
    if (env.s3) await listS3Photos(env.s3, photoNames, checksums)
    else await archiveLocalPhotos(tar, path.join(env.dataDir, 'media'), photoNames, checksums)
    await tar.add(CHECKSUMS_ENTRY, json(checksums))
    await tar.finish()
    gzip.end()
    await written
    const { size } = await fsp.stat(partial)
    await store.keep(name, partial)
    return { name, size, createdAt, location: store.describe(name), missingFiles: checksums.missingFiles }
  } catch (error) {
    gzip.destroy()
    await written.catch(() => undefined)
    await fsp.rm(partial, { force: true })
    throw error
  }
}

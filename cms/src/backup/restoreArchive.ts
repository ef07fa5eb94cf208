import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import type { Pool } from 'pg'

import type { AppEnv } from '../boot/env'
import { sharedS3Client } from '../storage'
import { openRowLoader } from './loadRows'
import {
  CHECKSUMS_ENTRY,
  checksumsSchema,
  MANIFEST_ENTRY,
  manifestSchema,
  type Checksums,
  type Manifest,
} from './manifest'
import { readTar, type TarEntry } from './tar'

/** A refusal the person restoring can act on; printed as one line, without a stack. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused'
}

export interface RestoreOptions {
  /** The archive's bytes, already un-gzipped. */
  source: AsyncIterable<Buffer>
  env: Pick<AppEnv, 'dataDir' | 's3'>
  /** The migrations this code knows, in order. */
  knownMigrations: string[]
  /** Builds the schema with exactly these migrations (the archive's), before any row is loaded. */
  buildSchema: (migrations: string[]) => Promise<Pool>
  /** Restore even when photos the archive lists are missing or changed in the bucket. */
  acceptMissingPhotos?: boolean
  log: (line: string) => void
}

export function checkRelease(manifest: Manifest, knownMigrations: string[]): void {
  const known = new Set(knownMigrations)
  const unknown = manifest.migrations.filter((name) => !known.has(name))
  if (unknown.length > 0)
    throw new RestoreRefused(
      `This archive was made by a newer release of the site (its database has migration ${unknown.join(', ')}, ` +
        'which this code does not have): restore it with that release or a later one',
    )
}

/** The archive's first entry, which must be its manifest. */
export async function readManifest(entries: AsyncIterator<TarEntry>): Promise<Manifest> {
  const first = await entries.next()
  if (first.done || first.value.name !== MANIFEST_ENTRY)
    throw new RestoreRefused('This file is not a backup archive of the site (it does not start with manifest.json)')
  let parsed: ReturnType<typeof manifestSchema.safeParse> | undefined
  try {
    parsed = manifestSchema.safeParse(JSON.parse((await first.value.read()).toString('utf8')))
  } catch {
    parsed = undefined
  }
  if (!parsed?.success) throw new RestoreRefused("The archive's manifest.json is not one this release can read")
  return parsed.data
}

async function writePhoto(mediaDir: string, name: string, chunks: AsyncIterable<Buffer>): Promise<string> {
  if (name !== path.basename(name) || name.startsWith('.')) throw new RestoreRefused(`Unexpected photo name ${name}`)
  const hash = crypto.createHash('sha256')
  async function* hashing() {
    for await (const chunk of chunks) {
      hash.update(chunk)
      yield chunk
    }
  }
  await pipeline(hashing, fs.createWriteStream(path.join(mediaDir, name), { flags: 'wx', mode: 0o644 }))
  return hash.digest('hex')
}

function checkLocalPhotos(checksums: Checksums, written: Map<string, string>) {
  const wrong = checksums.files.filter((file) => written.get(file.name) !== file.sha256).map((file) => file.name)
  if (wrong.length > 0) throw new RestoreRefused(`Photo files damaged in the archive: ${wrong.slice(0, 10).join(', ')}`)
}

async function checkS3Photos(s3: NonNullable<AppEnv['s3']>, checksums: Checksums, options: RestoreOptions) {
  const expected = new Map(checksums.objects.map((object) => [object.key, object]))
  const client = sharedS3Client(s3)
  let token: string | undefined
  do {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }))
    for (const object of listed.Contents ?? []) {
      const wanted = object.Key ? expected.get(object.Key) : undefined
      if (wanted && wanted.size === object.Size && wanted.etag === object.ETag) expected.delete(object.Key!)
    }
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined
  } while (token)
  if (expected.size === 0) return
  const names = [...expected.keys()]
  const summary = `${names.length} photo file(s) the archive lists are missing or changed in bucket ${s3.bucket}: ${names.slice(0, 10).join(', ')}`
  if (!options.acceptMissingPhotos)
    throw new RestoreRefused(`${summary}. Put them back, or restore with --accept-missing-photos`)
  options.log(`${summary}; restored anyway (--accept-missing-photos)`)
}

/**
 * Rebuilds a site from an archive (docs/decisions/035-backups.md): checks that this code
 * knows the archive's migrations, builds the schema with them, loads every table in one
 * transaction, writes the photo files (or checks the S3 objects) and verifies every checksum
 * before the transaction commits. The server's next start runs any newer migration on top.
 */
export async function restoreArchive(options: RestoreOptions): Promise<{ manifest: Manifest; checksums: Checksums }> {
  const { env, log } = options
  const entries = readTar(options.source)
  const manifest = await readManifest(entries)
  checkRelease(manifest, options.knownMigrations)
  if ((manifest.photos.storage === 's3') !== Boolean(env.s3))
    throw new RestoreRefused(
      manifest.photos.storage === 's3'
        ? `The archive's photos are in S3 bucket ${manifest.photos.bucket}: set the S3_* variables to that bucket`
        : 'The archive holds the photo files themselves: restore it without S3_BUCKET, onto the local disk',
    )

  log(`Building the schema with the archive's ${manifest.migrations.length} migrations`)
  const pool = await options.buildSchema(manifest.migrations)
  const client = await pool.connect()
  const mediaDir = path.join(env.dataDir, 'media')
  await fsp.mkdir(mediaDir, { recursive: true })
  try {
    await client.query('begin')
    const loader = await openRowLoader(client, manifest.tables)
    const tables = new Map(manifest.tables.map((table) => [table.name, table]))
    const written = new Map<string, string>()
    let checksums: Checksums | undefined
    for await (const entry of entries) {
      const [kind, first, second] = entry.name.split('/')
      if (kind === 'database' && second) {
        const table = tables.get(first)
        if (!table) throw new RestoreRefused(`The archive has rows of ${first}, which its manifest does not list`)
        await loader.loadPart(table, await entry.read())
      } else if (kind === 'photos' && first && !second) {
        written.set(first, await writePhoto(mediaDir, first, entry.chunks()))
      } else if (entry.name === CHECKSUMS_ENTRY) {
        checksums = checksumsSchema.parse(JSON.parse((await entry.read()).toString('utf8')))
      }
    }
    if (!checksums) throw new RestoreRefused('The archive is incomplete: it has no checksums.json')
    await loader.finish(checksums)
    if (env.s3) await checkS3Photos(env.s3, checksums, options)
    else checkLocalPhotos(checksums, written)
    await client.query('commit')
    if (checksums.missingFiles.length > 0)
      log(
        `${checksums.missingFiles.length} photo file(s) were already gone when the backup was taken: ${checksums.missingFiles.slice(0, 10).join(', ')}`,
      )
    return { manifest, checksums }
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

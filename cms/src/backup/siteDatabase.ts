import fs from 'node:fs'
import path from 'node:path'

import { startEmbeddedDatabase } from '../boot/database'
import { ConfigError, type AppEnv } from '../boot/env'
import { acquireDataDirLock } from '../boot/lock'
import { loadOrCreateSecrets } from '../boot/secrets'

export interface SiteDatabase {
  url: string
  close: () => Promise<void>
}

/** The port of the embedded PostgreSQL a running server started: line 4 of its postmaster.pid. */
function runningEmbeddedPort(dataDir: string): number | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')
    const port = Number.parseInt(lines[3] ?? '', 10)
    return Number.isInteger(port) && port > 0 ? port : undefined
  } catch {
    return undefined
  }
}

/**
 * The site's database for a command run beside the server: DATABASE_URL when set; else the
 * embedded PostgreSQL of DATA_DIR, the running server's when there is one (the command then
 * shares it, as one more client), or one started for the command, holding the folder's lock.
 */
export async function openSiteDatabase(env: AppEnv, log: (line: string) => void): Promise<SiteDatabase> {
  const nothingToClose = () => Promise.resolve()
  if (env.databaseUrl) return { url: env.databaseUrl, close: nothingToClose }
  let release: () => void
  try {
    release = acquireDataDirLock(env.dataDir)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    const port = runningEmbeddedPort(env.dataDir)
    if (!port) throw error
    const { databasePassword } = loadOrCreateSecrets(env.dataDir)
    return {
      url: `postgres://postgres:${encodeURIComponent(databasePassword)}@127.0.0.1:${port}/autosalone`,
      close: nothingToClose,
    }
  }
  try {
    const { databasePassword } = loadOrCreateSecrets(env.dataDir)
    const database = await startEmbeddedDatabase(env.dataDir, databasePassword, log)
    return {
      url: database.url,
      close: async () => {
        await database.stop()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

import { startEmbeddedDatabase, type RunningDatabase } from '../../../src/boot/database'
import { databasePasswordOf } from './database'
import { freePort, spawnServer, tempDataDir, waitUntilReady } from './server'

/** The test administrator of the template, and of every server startAdminServer starts. */
export const ADMIN = { username: 'concessionario', password: 'una-password-lunga-123' }
export const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder a production server started once and stopped cleanly (global setup). */
    dataTemplate: string
  }
}

/**
 * A data folder as the production server leaves it after its first start and a clean stop:
 * PostgreSQL created, every migration applied, the test administrator and no catalogue. The int
 * project's global setup makes it once per run, with the server compiled from the sources as
 * they are now, so it always has the current migrations.
 */
export async function createDataTemplate(): Promise<string> {
  const dataDir = tempDataDir('template')
  const server = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()), SEED_DEMO: 'false', ...ADMIN_ENV })
  // Stopped whether or not it got ready, so that no server outlives a failed setup.
  const failure = await waitUntilReady(server).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  )
  const code = await server.stop('SIGTERM')
  if (failure) throw failure
  if (code !== 0) throw new Error(`The template server stopped with code ${code}:\n${server.output()}`)
  if (fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')))
    throw new Error(`The template's PostgreSQL did not stop cleanly:\n${server.output()}`)
  return dataDir
}

/**
 * Fills an empty data folder with a copy of the run's template, as if a server had already
 * started on it once: its start skips creating PostgreSQL and the migrations. A folder that
 * holds anything is left as it is. `cp -a` keeps the owner and modes PostgreSQL insists on.
 */
export function fillFromTemplate(dataDir: string): void {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 })
  execFileSync('cp', ['-a', `${inject('dataTemplate')}/.`, dataDir])
}

/**
 * The embedded PostgreSQL on a copy of the template's (migrated, with the test administrator),
 * for servers started with its DATABASE_URL, as a database some server has already set up.
 */
export function startTemplateDatabase(dir: string): Promise<RunningDatabase> {
  fillFromTemplate(dir)
  return startEmbeddedDatabase(dir, databasePasswordOf(dir), () => undefined)
}

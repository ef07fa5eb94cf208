import fs from 'node:fs'
import path from 'node:path'

import { ConfigError } from './env'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/**
 * One server per data folder: a second start finds the first one's pid and
 * refuses before touching the database. A lock left by a killed server is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid')
  const holder = readPid(file)
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new ConfigError(`DATA_DIR ${dataDir} is in use by another running server (pid ${holder})`)
  }
  fs.writeFileSync(file, `${process.pid}\n`)
  return () => {
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true })
  }
}

/**
 * A PostgreSQL left running by a server that was killed (kill -9 leaves its
 * child behind) still holds the data folder; stop it so the next start recovers.
 */
export async function stopOrphanedPostgres(pgDataDir: string, log: (line: string) => void): Promise<void> {
  const pid = readPid(path.join(pgDataDir, 'postmaster.pid'))
  if (!pid || !isAlive(pid)) return
  log(`Stopping a PostgreSQL (pid ${pid}) left running by a previous server`)
  process.kill(pid, 'SIGINT')
  const deadline = Date.now() + 15_000
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  if (isAlive(pid)) process.kill(pid, 'SIGKILL')
}

import fs from 'node:fs'
import path from 'node:path'

import { isRunning, processInfo, sleep } from './processes'

interface PostmasterLock {
  pid: number
  dataDir: string
  /** The shared memory segment PostgreSQL checks for processes still attached to it. */
  sharedMemoryId?: string
}

function readPostmasterLock(pgDataDir: string): PostmasterLock | null {
  try {
    const lines = fs.readFileSync(path.join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')
    const pid = Number.parseInt(lines[0] ?? '', 10)
    if (!Number.isInteger(pid) || pid <= 0) return null
    const sharedMemoryId = lines[6]?.trim().split(/\s+/)[1]
    return { pid, dataDir: lines[1]?.trim() ?? '', sharedMemoryId }
  } catch {
    return null
  }
}

/** The pid is a running PostgreSQL server of this data folder, not a zombie or a program that reused the pid. */
function isPostmasterOf(pgDataDir: string, lock: PostmasterLock): boolean {
  if (!isRunning(lock.pid)) return false
  const info = processInfo(lock.pid)
  // Without /proc, or without the right to read the command line, a running pid is taken at its word.
  if (!info?.commandLine) return true
  const args = info.commandLine.split('\0')
  return args.includes(pgDataDir) || (lock.dataDir !== '' && args.includes(lock.dataDir))
}

/** Processes attached to the segment, from /proc/sysvipc/shm; 0 when it is gone. */
function attachedProcesses(sharedMemoryId: string): number {
  try {
    const rows = fs.readFileSync('/proc/sysvipc/shm', 'utf8').split('\n').slice(1)
    const row = rows.map((line) => line.trim().split(/\s+/)).find((fields) => fields[1] === sharedMemoryId)
    return row ? Number(row[6]) || 0 : 0
  } catch {
    return Number.NaN
  }
}

/**
 * A PostgreSQL left running by a server that was killed (kill -9 leaves its
 * child behind) still holds the data folder; stop it so the next start recovers.
 */
export async function stopOrphanedPostgres(pgDataDir: string, log: (line: string) => void): Promise<void> {
  const lock = readPostmasterLock(pgDataDir)
  if (!lock || !isPostmasterOf(pgDataDir, lock)) return
  log(`Stopping a PostgreSQL (pid ${lock.pid}) left running by a previous server`)
  process.kill(lock.pid, 'SIGINT')
  const deadline = Date.now() + 15_000
  while (isRunning(lock.pid) && Date.now() < deadline) await sleep(100)
  if (isRunning(lock.pid)) process.kill(lock.pid, 'SIGKILL')
}

/**
 * PostgreSQL refuses to start while the pid in its lock file answers a
 * signal, and a zombie or a program that was given the pid since does. When
 * that pid is no PostgreSQL of this folder and no process is attached to the
 * old shared memory any more (the check PostgreSQL itself makes), the lock is stale.
 */
export function removeStalePostmasterLock(pgDataDir: string): void {
  const lock = readPostmasterLock(pgDataDir)
  if (!lock || isPostmasterOf(pgDataDir, lock)) return
  if (lock.sharedMemoryId && attachedProcesses(lock.sharedMemoryId) !== 0) return
  fs.rmSync(path.join(pgDataDir, 'postmaster.pid'), { force: true })
}

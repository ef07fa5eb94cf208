import fs from 'node:fs'
import path from 'node:path'

import { ConfigError } from './env'
import { isRunning, ownStartTime, processInfo } from './processes'

interface Holder {
  pid: number
  startTime: string
}

function readHolder(file: string): Holder | null {
  try {
    const [pidLine = '', startTime = ''] = fs.readFileSync(file, 'utf8').split('\n')
    const pid = Number.parseInt(pidLine, 10)
    return Number.isInteger(pid) && pid > 0 ? { pid, startTime: startTime.trim() } : null
  } catch {
    return null
  }
}

/**
 * The recorded server still runs: its pid is a live process (not a zombie left
 * by kill -9 before its parent collected it) and, where the start time was
 * recorded, the same process and not another one that was given the pid since.
 */
function stillHolds(holder: Holder): boolean {
  if (holder.pid === process.pid || !isRunning(holder.pid)) return false
  if (!holder.startTime) return true
  const info = processInfo(holder.pid)
  return info === undefined || info?.startTime === holder.startTime
}

/**
 * One server per data folder: a second start finds the first one's pid and
 * refuses before touching the database. A lock left by a killed server is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid')
  const holder = readHolder(file)
  if (holder && stillHolds(holder)) {
    throw new ConfigError(`DATA_DIR ${dataDir} is in use by another running server (pid ${holder.pid})`)
  }
  // Written whole under another name, then renamed: a starting server never reads half a lock.
  const draft = `${file}.${process.pid}`
  fs.writeFileSync(draft, `${process.pid}\n${ownStartTime()}\n`)
  fs.renameSync(draft, file)
  return () => {
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true })
  }
}

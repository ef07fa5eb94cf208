import fs from 'node:fs'

export interface ProcessInfo {
  /** From /proc/<pid>/stat: R running, S sleeping, Z zombie, X dead, ... */
  state: string
  /** Clock ticks since boot when the process started; with the pid, it names one process. */
  startTime: string
  /** The command line, arguments separated by NUL. */
  commandLine: string
}

/**
 * What Linux says about a process, or null when it does not exist. Undefined
 * where there is no /proc (macOS in development): callers fall back to kill(pid, 0).
 */
export function processInfo(pid: number): ProcessInfo | null | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name in parentheses may itself contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    let commandLine = ''
    try {
      commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    } catch {
      // gone in between, or not ours to read: the stat fields are enough
    }
    return { state: fields[0] ?? '', startTime: fields[19] ?? '', commandLine }
  } catch {
    return null
  }
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * True while the process runs. A zombie (killed, not yet collected by its
 * parent) or a dead entry does not: it holds no files, sockets or locks any more.
 */
export function isRunning(pid: number): boolean {
  const info = processInfo(pid)
  if (info === undefined) return signalable(pid)
  return info !== null && info.state !== 'Z' && info.state !== 'X'
}

/** This process's start time, recorded beside its pid so a reused pid is not mistaken for it. */
export function ownStartTime(): string {
  return processInfo(process.pid)?.startTime ?? ''
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

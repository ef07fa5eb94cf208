import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { ConfigError } from './env'
import { acquireDataDirLock } from './lock'
import { processInfo } from './processes'

describe('acquireDataDirLock', () => {
  let dataDir: string
  const lockFile = () => path.join(dataDir, 'server.pid')

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'))
  })
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('records its pid and start time, and removes the lock on release', () => {
    const release = acquireDataDirLock(dataDir)
    const [pid, startTime] = fs.readFileSync(lockFile(), 'utf8').split('\n')
    expect(Number(pid)).toBe(process.pid)
    expect(startTime).toBe(processInfo(process.pid)?.startTime)
    release()
    expect(fs.existsSync(lockFile())).toBe(false)
  })

  it('refuses while the recorded process runs', async () => {
    const sleeper = spawn('sleep', ['30'])
    try {
      await new Promise((resolve) => sleeper.once('spawn', resolve))
      fs.writeFileSync(lockFile(), `${sleeper.pid}\n${processInfo(sleeper.pid!)?.startTime}\n`)
      expect(() => acquireDataDirLock(dataDir)).toThrow(ConfigError)
      expect(() => acquireDataDirLock(dataDir)).toThrow(`is in use by another running server (pid ${sleeper.pid})`)
    } finally {
      sleeper.kill('SIGKILL')
    }
  })

  it('takes over the lock of a process that is gone', async () => {
    const gone = spawn('true')
    await new Promise((resolve) => gone.once('exit', resolve))
    fs.writeFileSync(lockFile(), `${gone.pid}\n${'1'}\n`)
    acquireDataDirLock(dataDir)()
  })

  it('takes over a lock whose pid was given to another process since', async () => {
    const other = spawn('sleep', ['30'])
    try {
      await new Promise((resolve) => other.once('spawn', resolve))
      fs.writeFileSync(lockFile(), `${other.pid}\n1\n`)
      const release = acquireDataDirLock(dataDir)
      expect(Number(fs.readFileSync(lockFile(), 'utf8').split('\n')[0])).toBe(process.pid)
      release()
    } finally {
      other.kill('SIGKILL')
    }
  })
})

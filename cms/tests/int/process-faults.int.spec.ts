import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

import { logMessages } from './helpers/server'

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'helpers/faultyServer.mjs')

interface Faulty {
  child: ChildProcess
  url: string
  output: () => string
  exited: Promise<number | null>
}

/** The process-level handlers as the server wires them, in a process of their own (helpers/faultyServer.mjs). */
function startFaulty(): Promise<Faulty> {
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => (output += chunk))
    child.stdout.on('data', (chunk) => {
      output += chunk
      const port = /listening (\d+)/.exec(output)?.[1]
      if (port) resolve({ child, url: `http://127.0.0.1:${port}`, output: () => output, exited })
    })
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${output}`)))
  })
}

const logged = (faulty: Faulty, text: string) => logMessages(faulty.output()).some((line) => line.includes(text))

describe('process-level handlers', () => {
  let faulty: Faulty | undefined
  afterEach(() => {
    faulty?.child.kill()
  })

  it('logs a rejection nobody awaited with the request it came from, and keeps answering', async () => {
    faulty = await startFaulty()
    expect((await fetch(`${faulty.url}/unawaited-rejection?where=x`)).status).toBe(400)
    await expect.poll(() => logged(faulty!, 'Unhandled rejection during GET /unawaited-rejection?where=x')).toBe(true)
    expect(faulty.output()).toContain('The following paths cannot be queried: name')
    for (let i = 0; i < 3; i += 1) expect(await (await fetch(`${faulty.url}/ok`)).text()).toBe('ok')
    expect(faulty.child.exitCode).toBeNull()
  })

  it('survives a refusal thrown outside any promise, and keeps answering', async () => {
    faulty = await startFaulty()
    expect((await fetch(`${faulty.url}/thrown-refusal`)).status).toBe(202)
    await expect.poll(() => logged(faulty!, 'Uncaught refusal during GET /thrown-refusal; still serving')).toBe(true)
    expect(await (await fetch(`${faulty.url}/ok`)).text()).toBe('ok')
    expect(faulty.child.exitCode).toBeNull()
  })

  it('stops with exit code 1 on any other exception, naming its request, for the supervisor to restart it', async () => {
    faulty = await startFaulty()
    expect((await fetch(`${faulty.url}/thrown-fault`)).status).toBe(202)
    expect(await faulty.exited).toBe(1)
    expect(logged(faulty, 'Uncaught exception during GET /thrown-fault; stopping')).toBe(true)
    expect(faulty.output()).toContain('state unknown')
  })
})

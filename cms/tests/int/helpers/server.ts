import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
/** The compiled server as production runs it (`npm run serve`); the int project's global setup compiles it. */
export const serverArgs = ['--conditions=production', 'cms/dist/main.cjs']

export interface RunningServer {
  child: ChildProcess
  url: string
  output: () => string
  exited: Promise<number | null>
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** A throwaway data folder the embedded PostgreSQL (running as user postgres) can reach. */
export function tempDataDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `autosalone-${name}-`))
  fs.chmodSync(dir, 0o755)
  return dir
}

/** Spawns the production server the way `npm run serve` does. */
export function spawnServer(env: Record<string, string>): RunningServer {
  let output = ''
  const child = spawn(process.execPath, serverArgs, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    url: `http://127.0.0.1:${env.PORT}`,
    output: () => output,
    exited,
    stop: async (signal = 'SIGINT') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** The messages of a server's output, a line each: production writes JSON lines (pino), their `msg` is the text. */
export function logMessages(output: string): string[] {
  return output
    .trim()
    .split('\n')
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg)
      } catch {
        return line
      }
    })
}

/** Resolves once GET /api/health answers 200; rejects if the process exits first. */
export async function waitUntilReady(server: RunningServer, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exited = false
  void server.exited.then(() => (exited = true))
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before it was ready:\n${server.output()}`)
    try {
      const response = await fetch(`${server.url}/api/health`)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server was not ready in ${timeoutMs} ms:\n${server.output()}`)
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = spawnServer(env)
  await waitUntilReady(server)
  return server
}

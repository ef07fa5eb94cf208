/**
 * `npm run bench`: the speed and size figures, printed, never asserted.
 * Runs the production build (npm run build first) on a throwaway data folder.
 */
import fs from 'node:fs'
import autocannon from 'autocannon'

import { freePort, spawnServer, startServer, tempDataDir, type RunningServer } from '../cms/tests/int/helpers/server'

const figures: [string, string][] = []
const report = (name: string, value: string) => {
  figures.push([name, value])
  console.log(`${name}: ${value}`)
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

async function load(url: string, seconds = 10) {
  const result = await autocannon({ url, connections: 10, duration: seconds })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

async function coldStart(env: Record<string, string>): Promise<{ server: RunningServer; seconds: number }> {
  const started = performance.now()
  const server = spawnServer(env)
  for (;;) {
    try {
      const response = await fetch(`${server.url}/`)
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null) throw new Error(server.output())
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return { server, seconds: (performance.now() - started) / 1000 }
}

const dataDir = tempDataDir('bench')
const port = String(await freePort())
const env = { DATA_DIR: dataDir, PORT: port, SEED_DEMO: 'true' }
try {
  // First start: creates the database and the demo catalogue, then stops.
  const first = await startServer(env)
  await first.stop('SIGINT')

  const { server, seconds } = await coldStart(env)
  report('cold start to first 200 on an existing data folder (s)', seconds.toFixed(2))

  for (let i = 0; i < 250; i++) {
    await fetch(`${server.url}/`).then((r) => r.arrayBuffer())
    await fetch(`${server.url}/api/cars`).then((r) => r.arrayBuffer())
  }
  report('RSS of the server process after 500 requests (MB)', rssMb(server.child.pid!).toFixed(0))

  for (const path of ['/', '/api/cars']) {
    const { rps, p99, errors } = await load(`${server.url}${path}`)
    report(`GET ${path}: requests/s`, rps.toFixed(0))
    report(`GET ${path}: p99 latency (ms)`, String(p99))
    if (errors) report(`GET ${path}: errors or non-2xx`, String(errors))
  }
  report('RSS of the server process after the load (MB)', rssMb(server.child.pid!).toFixed(0))
  await server.stop('SIGINT')
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}

console.log('\nSummary')
for (const [name, value] of figures) console.log(`  ${name.padEnd(62)} ${value}`)

import fs from 'node:fs'
import autocannon from 'autocannon'

import { spawnServer, type RunningServer } from '../cms/tests/int/helpers/server'

export interface Figures {
  report: (name: string, value: string) => void
  summary: () => void
}

export function figures(): Figures {
  const lines: [string, string][] = []
  return {
    report: (name, value) => {
      lines.push([name, value])
      console.log(`${name}: ${value}`)
    },
    summary: () => {
      const width = Math.max(...lines.map(([name]) => name.length))
      console.log('\nSummary')
      for (const [name, value] of lines) console.log(`  ${name.padEnd(width)}  ${value}`)
    },
  }
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

export interface LoadResult {
  rps: number
  p99: number
  errors: number
}

/** Ten connections for a fixed time; errors count failed requests and non-2xx answers. */
export async function load(url: string, headers: Record<string, string> = {}, seconds = 10): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

export function reportLoad({ report }: Figures, label: string, { rps, p99, errors }: LoadResult): void {
  report(`${label}: requests/s`, rps.toFixed(0))
  report(`${label}: p99 latency (ms)`, String(p99))
  if (errors) report(`${label}: errors or non-2xx`, String(errors))
}

/** Time from spawning the server to its first 200 for the home page. */
export async function coldStart(env: Record<string, string>): Promise<{ server: RunningServer; seconds: number }> {
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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

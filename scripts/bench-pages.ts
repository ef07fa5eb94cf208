import fs from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import autocannon from 'autocannon'

import type { Figures } from './bench-load'

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../storefront/dist/client')
/** What Chrome sends: every page is measured as a browser receives it. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }
const CONNECTIONS = 200
const SECONDS = 15

export interface PageLoad {
  rps: number
  p50: number
  p99: number
  errors: number
}

/** Many visitors at once for a fixed time; errors count failed requests and non-2xx answers. */
export async function crowd(url: string, connections = CONNECTIONS, seconds = SECONDS): Promise<PageLoad> {
  const result = await autocannon({ url, headers: BROWSER, connections, duration: seconds })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  }
}

async function bytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { ...BROWSER, 'accept-encoding': encoding } }, (res) => {
      let total = 0
      res.on('data', (chunk: Buffer) => (total += chunk.length))
      res.on('end', () => resolve(total))
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/** The page's HTML as a built file, with the same brotli and gzip copies the build makes. */
function writeStaticCopy(html: Buffer): string {
  const file = path.join(clientDir, 'bench-page.html')
  fs.writeFileSync(file, html)
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html))
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }))
  return file
}

function removeStaticCopy(file: string): void {
  for (const name of [file, `${file}.br`, `${file}.gz`]) fs.rmSync(name, { force: true })
}

/**
 * Each public page's weight (raw, gzip, brotli as sent), then a crowd of visitors on it beside the
 * same bytes served as a built file by the same server: the ceiling for this machine.
 */
export async function pageFigures(base: string, stock: string, figures: Figures, pages = ['/', '/annunci']) {
  for (const page of pages) {
    const html = Buffer.from(
      await (await fetch(`${base}${page}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    )
    const [gzip, br] = [await bytes(`${base}${page}`, 'gzip'), await bytes(`${base}${page}`, 'br')]
    figures.report(
      `GET ${page} HTML at ${stock}: raw / gzip / brotli (KB)`,
      [html.length, gzip, br].map((size) => (size / 1024).toFixed(0)).join(' / '),
    )

    const rendered = await crowd(`${base}${page}`)
    const file = writeStaticCopy(html)
    let ceiling: PageLoad
    try {
      ceiling = await crowd(`${base}/bench-page.html`)
    } finally {
      removeStaticCopy(file)
    }
    figures.report(
      `GET ${page} at ${stock}, ${CONNECTIONS} connections: req/s, p50, p99 (ms)`,
      `${rendered.rps.toFixed(0)}, ${rendered.p50}, ${rendered.p99}${rendered.errors ? ` (${rendered.errors} errors)` : ''}`,
    )
    figures.report(
      `same bytes as a built file: req/s, p50, p99 (ms); page vs file (%)`,
      `${ceiling.rps.toFixed(0)}, ${ceiling.p50}, ${ceiling.p99}; ${((rendered.rps / ceiling.rps) * 100).toFixed(0)}`,
    )
  }
}

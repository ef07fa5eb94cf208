/**
 * Lighthouse figures for `npm run bench`: the mobile scores of the home, the inventory and a car
 * page (the median of three runs each), and the gzipped JavaScript each of those pages loads, for
 * a visitor who only reads it (Lighthouse's) and once one acts and the app has started.
 * Printed, never asserted.
 */
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const categories = ['performance', 'accessibility', 'seo', 'best-practices'] as const
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking']

interface NetworkRequest {
  url: string
  resourceType?: string
}

/** What `gzip -c` makes of the scripts a page loaded from the site itself. */
async function gzippedScriptBytes(baseUrl: string, requests: NetworkRequest[]): Promise<number> {
  const origin = new URL(baseUrl).origin
  const scripts = new Set(
    requests
      .filter((request) => request.resourceType === 'Script' && new URL(request.url).origin === origin)
      .map((request) => request.url),
  )
  let total = 0
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    total += zlib.gzipSync(body).length
  }
  return total
}

/**
 * The scripts a page has loaded once a visitor acts on it (a key pressed, which starts the app, see
 * decision 055) and the app has hydrated, in the system's Chromium at a phone's size.
 */
async function scriptsOnceAVisitorActs(url: string): Promise<NetworkRequest[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    const requests: NetworkRequest[] = []
    page.on('request', (request) => requests.push({ url: request.url(), resourceType: 'Script' }))
    await page.goto(url, { waitUntil: 'load' })
    await page.keyboard.press('Shift')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.waitForLoadState('networkidle')
    return requests.filter((request) => new URL(request.url).pathname.endsWith('.js'))
  } finally {
    await browser.close()
  }
}

/** Lighthouse runs a page: its figures vary from run to run, the median of three is printed. */
const RUNS = 3
/** The Total Blocking Time the public pages aim at on Lighthouse's mobile preset. */
const TBT_GOAL_MS = 50

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function audit(port: number, url: string): Promise<Lhr> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
  return result.lhr
}

/**
 * Runs Lighthouse (mobile preset, the system's Chromium) against `/`, `/annunci` and
 * `/auto/{carSlug}` on a running server, and returns [name, value] rows for the bench summary.
 */
export async function lighthouseFigures(baseUrl: string, carSlug: string, stock: string): Promise<[string, string][]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  })
  const figures: [string, string][] = []
  const pages: [string, string][] = [
    ['home', '/'],
    ['inventory', '/annunci'],
    ['car page', `/auto/${encodeURIComponent(carSlug)}`],
  ]
  try {
    for (const [label, path] of pages) {
      // One request first, so the figures are of a warm server rather than of its first answer.
      await fetch(new URL(path, baseUrl)).then((response) => response.arrayBuffer())
      const runs: Lhr[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, new URL(path, baseUrl).href))
      const [first] = runs
      for (const category of categories) {
        const score = median(runs.map((lhr) => (lhr.categories[category]?.score ?? NaN) * 100))
        figures.push([
          `Lighthouse ${label} at ${stock} (mobile, median of ${RUNS}): ${category}`,
          Number.isNaN(score) ? 'n/a' : String(Math.round(score)),
        ])
      }
      const millis = (name: string) => runs.map((lhr) => Math.round(lhr.audits[name]?.numericValue ?? NaN))
      const blocking = millis('total-blocking-time')
      figures.push(
        [
          `Lighthouse ${label} at ${stock} (mobile, median of ${RUNS}): LCP (ms)`,
          String(median(millis('largest-contentful-paint'))),
        ],
        [
          `Lighthouse ${label} at ${stock} (mobile, median of ${RUNS}): TBT (ms, goal <= ${TBT_GOAL_MS})`,
          `${median(blocking)} (runs: ${blocking.join(', ')})`,
        ],
      )
      const requests =
        (first.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
      const bytes = await gzippedScriptBytes(baseUrl, requests)
      figures.push([`JS loaded by the ${label}, only read (gzip, KB)`, (bytes / 1024).toFixed(1)])
    }
  } finally {
    chrome.kill()
  }
  for (const [label, path] of pages) {
    const started = await gzippedScriptBytes(baseUrl, await scriptsOnceAVisitorActs(new URL(path, baseUrl).href))
    figures.push([`JS loaded by the ${label} once a visitor acts (gzip, KB)`, (started / 1024).toFixed(1)])
  }
  return figures
}

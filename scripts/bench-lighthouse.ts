/**
 * Lighthouse figures for `npm run bench`: the mobile scores of the home, the inventory and a car
 * page, and the gzipped JavaScript each of those pages loads. Printed, never asserted.
 */
import zlib from 'node:zlib'
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
 * Runs Lighthouse (mobile preset, the system's Chromium) against `/`, `/annunci` and
 * `/auto/{carSlug}` on a running server, and returns [name, value] rows for the bench summary.
 */
export async function lighthouseFigures(baseUrl: string, carSlug: string, stock: string): Promise<[string, string][]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  })
  const figures: [string, string][] = []
  try {
    const pages: [string, string][] = [
      ['home', '/'],
      ['inventory', '/annunci'],
      ['car page', `/auto/${encodeURIComponent(carSlug)}`],
    ]
    for (const [label, path] of pages) {
      // One request first, so the figures are of a warm server rather than of its first answer.
      await fetch(new URL(path, baseUrl)).then((response) => response.arrayBuffer())
      const result = await lighthouse(new URL(path, baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
      const { lhr } = result
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`)
      for (const category of categories) {
        const score = lhr.categories[category]?.score
        figures.push([
          `Lighthouse ${label} at ${stock} (mobile): ${category}`,
          score === null || score === undefined ? 'n/a' : String(Math.round(score * 100)),
        ])
      }
      const millis = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? NaN)
      figures.push([
        `Lighthouse ${label} at ${stock} (mobile): LCP, TBT (ms)`,
        `${millis('largest-contentful-paint')}, ${millis('total-blocking-time')}`,
      ])
      const requests =
        (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
      const bytes = await gzippedScriptBytes(baseUrl, requests)
      figures.push([`JS loaded by the ${label} (gzip, KB)`, (bytes / 1024).toFixed(1)])
    }
  } finally {
    chrome.kill()
  }
  return figures
}

import zlib from 'node:zlib'
import { demoCar, expect, slugOf, test } from './support/public-test'

// The budget for a public page: what the browser loads of the site's own scripts, gzipped.
const budgetBytes = 100 * 1024

for (const path of ['/', '/annunci', `/auto/${slugOf(demoCar('911'))}`]) {
  test(`${path} loads at most 100 KB of gzipped JavaScript`, async ({ page, request, baseURL }) => {
    const scripts = new Set<string>()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin === new URL(baseURL!).origin && url.pathname.endsWith('.js')) scripts.add(url.pathname)
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    expect(scripts.size).toBeGreaterThan(0)

    let bytes = 0
    for (const script of scripts) bytes += zlib.gzipSync(await (await request.get(script)).body()).length
    expect(bytes, `${[...scripts].join(', ')}: ${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budgetBytes)
  })
}

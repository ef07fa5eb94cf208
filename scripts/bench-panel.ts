/**
 * The panel's figures for `npm run bench`: picking ten 12-megapixel photos in the car form's
 * uploader until their ten thumbnails are on screen, and the size of the code only the panel
 * loads. Run alone: `node --import tsx scripts/bench-panel.ts <baseUrl> <username> <password>`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'

const photoCount = 10
const photoWidth = 4000
const photoHeight = 3000
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const panelPaths = ['/login', '/admin', '/admin/new', '/admin/media']

/** A 12 MP camera-like JPEG: smooth colour fields (a tiny random image enlarged) plus sensor grain. */
async function cameraPhoto(): Promise<Buffer> {
  const tiny = Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => Math.floor(Math.random() * 256)))
  const scene = await sharp(tiny, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(photoWidth, photoHeight, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  const grain = await sharp({
    create: {
      width: photoWidth,
      height: photoHeight,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .raw()
    .toBuffer()
  for (let index = 0; index < scene.length; index += 1) {
    scene[index] = Math.max(0, Math.min(255, scene[index] + grain[index] - 128))
  }
  return sharp(scene, { raw: { width: photoWidth, height: photoHeight, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

async function writePhotos(dir: string): Promise<string[]> {
  const files: string[] = []
  for (let index = 1; index <= photoCount; index += 1) {
    const file = path.join(dir, `bench-${String(index).padStart(2, '0')}.jpg`)
    fs.writeFileSync(file, await cameraPhoto())
    files.push(file)
  }
  return files
}

async function signIn(page: Page, baseUrl: string, admin: { username: string; password: string }) {
  const response = await page.request.post(`${baseUrl}/api/admin/login`, { data: admin })
  if (response.status() !== 200) throw new Error(`Sign-in refused: ${response.status()} ${await response.text()}`)
}

/** Milliseconds from the file selection to every thumbnail decoded, timed inside the page. */
async function timeUpload(
  page: Page,
  baseUrl: string,
  files: string[],
): Promise<{ ms: number; uploadedBytes: number }> {
  // Playwright does not expose multipart bodies made of blobs: the page counts what it sends.
  await page.addInitScript(() => {
    // Called back with the request as `this` below, as the original would be.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const send = XMLHttpRequest.prototype.send
    const counter = window as unknown as { sentBytes: number }
    counter.sentBytes = 0
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        for (const value of body.values()) if (value instanceof Blob) counter.sentBytes += value.size
      }
      return send.call(this, body)
    }
  })
  await page.goto(`${baseUrl}/admin/new`)
  const picker = page.locator('input[type="file"][multiple]')
  await picker.waitFor({ state: 'attached' })
  await picker.evaluate((input) => {
    input.addEventListener('change', () => ((window as unknown as { pickedAt: number }).pickedAt = performance.now()), {
      once: true,
    })
  })
  await picker.setInputFiles(files)
  const shownAt = await page.waitForFunction(
    (count) => {
      const images = [...document.querySelectorAll<HTMLImageElement>('.photo-tile img')]
      const shown = images.length === count && images.every((image) => image.complete && image.naturalWidth > 0)
      return shown ? performance.now() : null
    },
    files.length,
    { polling: 'raf', timeout: 10 * 60_000 },
  )
  const pickedAt = await page.evaluate(() => (window as unknown as { pickedAt: number }).pickedAt)
  const shown = await shownAt.jsonValue()
  if (shown === null) throw new Error('The thumbnails never all showed')
  const uploadedBytes = await page.evaluate(() => (window as unknown as { sentBytes: number }).sentBytes)
  return { ms: shown - pickedAt, uploadedBytes }
}

/** Removes the photos the measurement added to the library. */
async function removeBenchPhotos(page: Page, baseUrl: string) {
  const list = (await (await page.request.get(`${baseUrl}/api/admin/media`)).json()) as {
    docs: { id: number; originalFilename: string | null }[]
  }
  for (const item of list.docs) {
    if (item.originalFilename?.startsWith('bench-')) await page.request.delete(`${baseUrl}/api/admin/media/${item.id}`)
  }
}

async function scriptsAndStyles(browser: Browser, url: string): Promise<Set<string>> {
  const page = await browser.newPage()
  const assets = new Set<string>()
  // By address, not resource type: chunks fetched through `modulepreload` are not typed 'script'.
  page.on('response', (response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname)) assets.add(response.url())
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await page.close()
  return assets
}

/** Gzipped bytes of the scripts and styles the panel's pages load and the home page does not. */
async function panelCodeBytes(browser: Browser, baseUrl: string): Promise<number> {
  const publicAssets = await scriptsAndStyles(browser, `${baseUrl}/`)
  const panelAssets = new Set<string>()
  for (const panelPath of panelPaths) {
    for (const asset of await scriptsAndStyles(browser, `${baseUrl}${panelPath}`)) {
      if (!publicAssets.has(asset)) panelAssets.add(asset)
    }
  }
  let bytes = 0
  for (const asset of panelAssets) {
    const body = Buffer.from(await (await fetch(asset)).arrayBuffer())
    bytes += zlib.gzipSync(body, { level: 9 }).length
  }
  return bytes
}

export async function panelFigures(
  baseUrl: string,
  admin: { username: string; password: string },
): Promise<[string, string][]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-panel-'))
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const files = await writePhotos(dir)
    const pickedBytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await signIn(page, baseUrl, admin)
    const { ms, uploadedBytes } = await timeUpload(page, baseUrl, files)
    await removeBenchPhotos(page, baseUrl)
    await context.close()
    const codeBytes = await panelCodeBytes(browser, baseUrl)

    return [
      [`panel: ${photoCount} photos of 12 MP picked to ${photoCount} thumbnails shown (s)`, (ms / 1000).toFixed(1)],
      ['panel: per photo, on average (s)', (ms / 1000 / photoCount).toFixed(2)],
      [
        'panel: photos picked / sent after compression (MB)',
        `${(pickedBytes / 1e6).toFixed(1)} / ${(uploadedBytes / 1e6).toFixed(1)}`,
      ],
      ['panel: code only the panel loads, gzipped (kB)', (codeBytes / 1024).toFixed(1)],
    ]
  } finally {
    await browser.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl, username, password] = process.argv.slice(2)
  if (!baseUrl || !username || !password) {
    console.error('Usage: node --import tsx scripts/bench-panel.ts <baseUrl> <username> <password>')
    process.exit(2)
  }
  for (const [name, value] of await panelFigures(baseUrl, { username, password }))
    console.log(`${name.padEnd(72)} ${value}`)
}

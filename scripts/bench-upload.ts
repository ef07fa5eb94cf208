import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import autocannon from 'autocannon'

import { noisyPhoto, uploadPhoto, uploadedDoc } from '../cms/tests/int/helpers/photoUploads'
import { median, type Figures } from './bench-load'

const UPLOADS = 5

/** A 12-megapixel camera JPEG, from the first byte sent until its largest variant can be fetched. */
export async function measurePhotoUpload(base: string, cookie: string, figures: Figures): Promise<void> {
  const photo = await noisyPhoto(4000, 3000)
  figures.report('12 MP JPEG upload: file size (MB)', (photo.length / 1024 / 1024).toFixed(1))
  const seconds: number[] = []
  for (let i = 0; i < UPLOADS; i++) {
    const started = performance.now()
    const doc = await uploadedDoc(
      await uploadPhoto(base, cookie, { data: photo, name: `dodici-megapixel-${i + 1}.jpg` }),
    )
    const variant = await fetch(`${base}${doc.sizes.large.url}`)
    await variant.arrayBuffer()
    if (variant.status !== 200) throw new Error(`variant of upload ${i + 1}: ${variant.status}`)
    seconds.push((performance.now() - started) / 1000)
  }
  figures.report(`12 MP JPEG upload until its variants exist: median of ${UPLOADS} (s)`, median(seconds).toFixed(2))
  figures.report('12 MP JPEG upload: slowest (s)', Math.max(...seconds).toFixed(2))
}

/**
 * A 12 MP HEIC as an iPhone sends it, made with libheif's `heif-enc` (Debian's libheif-examples);
 * null when that tool is not installed.
 */
async function twelveMegapixelHeic(): Promise<Buffer | null> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-heic-'))
  try {
    const jpeg = path.join(folder, 'photo.jpg')
    fs.writeFileSync(jpeg, await noisyPhoto(4000, 3000))
    const heic = path.join(folder, 'photo.heic')
    // Not spawnSync: a blocked event loop would miss the server closing an idle keep-alive
    // connection, and the next upload would be written into the closed socket (EPIPE).
    await promisify(execFile)('heif-enc', ['-q', '60', jpeg, '-o', heic])
    return fs.readFileSync(heic)
  } catch {
    return null
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

async function storeWithVariants(base: string, cookie: string, data: Buffer, name: string): Promise<number> {
  const started = performance.now()
  const doc = await uploadedDoc(await uploadPhoto(base, cookie, { data, name }))
  const variant = await fetch(`${base}${doc.sizes.large.url}`)
  await variant.arrayBuffer()
  if (variant.status !== 200) throw new Error(`variant of ${name}: ${variant.status}`)
  return (performance.now() - started) / 1000
}

/** An iPhone photo's conversion, alone and three at once while visitors keep opening the home page. */
export async function measureHeicUpload(base: string, cookie: string, figures: Figures): Promise<void> {
  const heic = await twelveMegapixelHeic()
  if (!heic) {
    figures.report('12 MP HEIC upload', 'not measured: heif-enc missing (apt-get install libheif-examples)')
    return
  }
  figures.report('12 MP HEIC upload: file size (MB)', (heic.length / 1024 / 1024).toFixed(1))
  const alone: number[] = []
  for (let i = 0; i < 3; i++) alone.push(await storeWithVariants(base, cookie, heic, `iphone-${i + 1}.heic`))
  figures.report('12 MP HEIC stored with its variants: median of 3 (s)', median(alone).toFixed(2))

  let stopVisitors = () => {}
  const visitors = new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url: `${base}/`, connections: 10, duration: 60 }, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    )
    stopVisitors = () => run.stop()
  })
  const together = await Promise.all(
    [1, 2, 3].map((i) => storeWithVariants(base, cookie, heic, `iphone-insieme-${i}.heic`)),
  )
  stopVisitors()
  const home = await visitors
  figures.report('three 12 MP HEICs at once: slowest stored (s)', Math.max(...together).toFixed(2))
  figures.report('GET / while three HEICs convert, 10 connections: p99 (ms)', String(home.latency.p99))
}

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { noisyPhoto, uploadPhoto, uploadedDoc } from '../cms/tests/int/helpers/photoUploads'
import { load, reportLoad, type Figures } from './bench-load'

const staticCopy = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../storefront/dist/client/bench-cars.json',
)

const MODELS = [
  ['Fiat', 'Panda'],
  ['Volkswagen', 'Golf'],
  ['BMW', 'Serie 3'],
  ['Audi', 'A4 Avant'],
  ['Toyota', 'Yaris'],
  ['Jeep', 'Compass'],
] as const

async function carCount(base: string): Promise<number> {
  const response = await fetch(`${base}/api/cars?limit=1&depth=0`, { headers: { 'cache-control': 'no-cache' } })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** Fills the catalogue up to `total` cars through the REST API, as the dealer's panel would. */
export async function fillCatalogue(base: string, cookie: string, total: number): Promise<void> {
  const photos: number[] = []
  for (let i = 0; i < 4; i++) {
    const doc = await uploadedDoc(
      await uploadPhoto(base, cookie, { data: await noisyPhoto(1600, 1067), name: `bench-${i + 1}.jpg` }),
    )
    photos.push(doc.id)
  }
  for (let i = await carCount(base); i < total; i++) {
    const [brand, model] = MODELS[i % MODELS.length]
    const response = await fetch(`${base}/api/cars`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        brand,
        model,
        name: `${brand} ${model} ${i + 1}`,
        year: 2015 + (i % 11),
        price: 9_000 + i * 250,
        mileage: (i * 7_919) % 180_000,
        power: 70 + (i % 200),
        colors: ['Grigio', 'Nero'],
        features: ['Climatizzatore', 'Sensori di parcheggio'],
        description: 'Tagliandi regolari, unico proprietario.',
        photos: [photos[i % 4], photos[(i + 1) % 4], photos[(i + 2) % 4]],
      }),
    })
    if (response.status !== 201) throw new Error(`car ${i + 1}: ${response.status} ${await response.text()}`)
  }
}

/**
 * The car list as the storefront reads it, beside the same bytes served as a
 * static file by the same server (the ceiling for this machine) and beside
 * Payload's own handler at depth 2, which a signed-in request reaches past the
 * anonymous answer cache.
 */
export async function measureCarList(base: string, cookie: string, figures: Figures): Promise<void> {
  const cars = await carCount(base)
  const body = Buffer.from(await (await fetch(`${base}/api/cars`)).arrayBuffer())
  figures.report(`GET /api/cars with ${cars} cars: response size (KB)`, (body.length / 1024).toFixed(1))

  const list = await load(`${base}/api/cars`)
  reportLoad(figures, `GET /api/cars (${cars} cars)`, list)

  fs.writeFileSync(staticCopy, body)
  try {
    const file = await load(`${base}/bench-cars.json`)
    reportLoad(figures, 'GET /bench-cars.json (same bytes, static file)', file)
    figures.report('GET /api/cars vs static file: throughput ratio (%)', ((list.rps / file.rps) * 100).toFixed(0))
  } finally {
    fs.rmSync(staticCopy, { force: true })
  }

  const stock = await load(`${base}/api/cars?depth=2`, { cookie })
  reportLoad(figures, 'GET /api/cars?depth=2 (Payload stock, signed in, uncached)', stock)
}

import { noisyPhoto, uploadPhoto, uploadedDoc } from '../cms/tests/int/helpers/photoUploads'
import { median, rssMb, type Figures } from './bench-load'

const FEED_CARS = 2_000
/** Cars created at once through the REST API while filling the catalogue. */
const PARALLEL = 8

const MODELS = [
  ['Fiat', 'Tipo', 'berlina'],
  ['Volkswagen', 'Golf', 'city-car'],
  ['Audi', 'A4 Avant', 'station-wagon'],
  ['Jeep', 'Compass', 'suv'],
] as const

async function carCount(base: string): Promise<number> {
  const response = await fetch(`${base}/api/cars?limit=1&depth=0`, { headers: { 'cache-control': 'no-cache' } })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** Cars every channel takes: photos 1,600 px wide, VIN, Euro class, emissions, registration. */
async function fillWithCompleteCars(base: string, cookie: string, total: number): Promise<void> {
  const photos: number[] = []
  for (let i = 0; i < 3; i++) {
    const upload = await uploadPhoto(base, cookie, { data: await noisyPhoto(1600, 1067), name: `feed-${i + 1}.jpg` })
    photos.push((await uploadedDoc(upload)).id)
  }
  const create = async (i: number) => {
    const [brand, model, category] = MODELS[i % MODELS.length]
    const response = await fetch(`${base}/api/cars`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        brand,
        model,
        category,
        name: `${brand} ${model} ${i + 1}`,
        year: 2016 + (i % 9),
        price: 8_000 + i * 37,
        mileage: (i * 7_919) % 180_000,
        power: 90 + (i % 120),
        fuel: 'diesel',
        condition: 'usata',
        firstRegistration: `${2016 + (i % 9)}-0${1 + (i % 9)}`,
        euroClass: 'euro6d',
        co2: 110 + (i % 60),
        consumption: 4.8,
        colors: ['Grigio'],
        description: 'Tagliandi regolari, unico proprietario.',
        vin: `ZFA${String(i).padStart(14, '0')}`,
        photos: [photos[i % 3], photos[(i + 1) % 3]],
      }),
    })
    if (response.status !== 201) throw new Error(`car ${i + 1}: ${response.status} ${await response.text()}`)
  }
  const start = await carCount(base)
  for (let i = start; i < total; i += PARALLEL) {
    await Promise.all(Array.from({ length: Math.min(PARALLEL, total - i) }, (_, k) => create(i + k)))
  }
}

/** One feed read whole, gzip-compressed on the wire as a channel's crawler asks for it. */
async function timed(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
  const text = Buffer.from(await response.arrayBuffer())
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
  return { ms: performance.now() - started, bytes: text.length }
}

/**
 * Each channel's feed with 2,000 cars: the first request after a change (made from the
 * database, streamed), then the kept copy; the server's memory before and after.
 */
export async function feedFigures(base: string, cookie: string, pid: number, figures: Figures): Promise<void> {
  await fillWithCompleteCars(base, cookie, FEED_CARS)
  const cars = await carCount(base)
  const started = performance.now()
  const answer = await fetch(`${base}/api/admin/channels`, { headers: { cookie } })
  const { channels } = (await answer.json()) as { channels: { channel: string; url: string; included: number[] }[] }
  figures.report(`GET /api/admin/channels with ${cars} cars (ms)`, (performance.now() - started).toFixed(0))
  const rssBefore = rssMb(pid)

  for (const { channel, url, included } of channels) {
    const path = new URL(url).pathname
    const made: number[] = []
    const kept: number[] = []
    let bytes = 0
    for (let round = 0; round < 3; round++) {
      // A change to the settings is a new catalogue version: the next request makes the feed again.
      await fetch(`${base}/api/admin/settings`, { headers: { cookie } })
        .then((response) => response.json())
        .then((settings) =>
          fetch(`${base}/api/admin/settings`, {
            method: 'PUT',
            headers: { cookie, 'content-type': 'application/json', origin: base },
            body: JSON.stringify({ ...(settings as object), googleStoreCode: `BENCH-${round}` }),
          }),
        )
      const first = await timed(`${base}${path}`)
      made.push(first.ms)
      bytes = first.bytes
      kept.push((await timed(`${base}${path}`)).ms)
    }
    figures.report(
      `feed ${channel}, ${included.length} cars: made from the database (median ms)`,
      median(made).toFixed(0),
    )
    figures.report(`feed ${channel}, ${included.length} cars: kept copy (median ms)`, median(kept).toFixed(0))
    figures.report(`feed ${channel}, ${included.length} cars: size (KB)`, (bytes / 1024).toFixed(0))
  }
  figures.report('RSS before the feeds (MB)', rssBefore.toFixed(0))
  figures.report('RSS after the feeds (MB)', rssMb(pid).toFixed(0))
}

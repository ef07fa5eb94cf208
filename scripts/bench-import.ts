import { photo, utf8Csv, zip, type ZipEntry } from '../cms/tests/int/helpers/importFiles'
import { load, median, type Figures } from './bench-load'

const CARS = 300
const PHOTOS_PER_CAR = 10

const vinOf = (index: number) => `ZFA3120000B${String(index).padStart(6, '0')}`

/** A dealer's stock: 300 cars in a CSV and 3,000 photos in a ZIP named by VIN and index. */
async function stock(): Promise<{ csv: Buffer; archive: Buffer }> {
  const rows = [['Marca', 'Modello', 'Versione', 'Prezzo', 'Km', 'Immatricolazione', 'Alimentazione', 'Telaio']]
  const entries: ZipEntry[] = []
  for (let index = 0; index < CARS; index++) {
    rows.push(['Fiat', 'Tipo', `Bench ${index + 1}`, '14.900,00', '32.000', '05/2021', 'Benzina', vinOf(index)])
    // Each photo its own picture, as a phone's are: ten different colours a car.
    for (let shot = 1; shot <= PHOTOS_PER_CAR; shot++) {
      entries.push({ name: `${vinOf(index)}_${shot}.jpg`, data: await photo(index * PHOTOS_PER_CAR + shot, 1024) })
    }
  }
  return { csv: utf8Csv(rows), archive: zip(entries) }
}

async function state(base: string, cookie: string, id: number) {
  const response = await fetch(`${base}/api/admin/imports/${id}`, { headers: { cookie } })
  return (await response.json()) as { status: string; progress: { done: number; total: number } }
}

/**
 * 300 cars with 3,000 photos from a ZIP: from the upload to the import's end, and the public home
 * page's p99 under load before and during the import (10-second windows until it ends).
 */
export async function measureImport(base: string, cookie: string, figures: Figures): Promise<void> {
  const { csv, archive } = await stock()
  figures.report('import: ZIP of 3,000 photos (MB)', (archive.length / 1024 / 1024).toFixed(1))
  const before = await load(`${base}/`)
  figures.report('import: GET / p99 before the import (ms)', String(before.p99))

  const started = performance.now()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(csv)]), 'parco.csv')
  form.append('photos', new Blob([new Uint8Array(archive)]), 'foto.zip')
  const uploaded = (await (
    await fetch(`${base}/api/admin/imports`, { method: 'POST', headers: { cookie }, body: form })
  ).json()) as {
    id: number
    suggestedMapping: object
    valueMap: object
  }
  figures.report(
    'import: upload and mapping of the file and the ZIP (s)',
    ((performance.now() - started) / 1000).toFixed(1),
  )
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/admin/imports/${uploaded.id}/${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const dryRun = (await (
    await post('dry-run', { mapping: uploaded.suggestedMapping, valueMap: uploaded.valueMap })
  ).json()) as {
    summary: { create: number }
  }
  if (dryRun.summary.create !== CARS) throw new Error(`dry run: ${JSON.stringify(dryRun.summary)}`)
  await post('apply', {})

  const during: number[] = []
  while ((await state(base, cookie, uploaded.id)).status !== 'done') during.push((await load(`${base}/`)).p99)
  const seconds = (performance.now() - started) / 1000
  const { progress } = await state(base, cookie, uploaded.id)
  figures.report(
    `import: ${progress.done} cars with ${CARS * PHOTOS_PER_CAR} photos, upload to done (s)`,
    seconds.toFixed(0),
  )
  figures.report('import: GET / p99 during the import, median of 10 s windows (ms)', String(median(during)))
  figures.report('import: GET / p99 during the import, worst 10 s window (ms)', String(Math.max(...during)))
}

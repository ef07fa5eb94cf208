/**
 * `npm run bench`: the speed and size figures, printed, never asserted.
 * Runs the production build (npm run build first) on a throwaway data folder, with the demo
 * catalogue (12 cars) and then with 212 cars, the stock of a busy dealer.
 * Targets to compare with: HTML at 212 cars ≤ 1.2 × at 12 cars; `/` with 200 connections
 * ≥ 1,500 req/s, p99 ≤ 200 ms, ≥ 50 % of the static file's throughput; Lighthouse mobile
 * performance 100 at 212 cars, TBT ≤ 50 ms, LCP ≤ 1.5 s; public JS ≤ 100 KB gzipped; a 12 MP
 * photo stored with its variants within 2.5 s; cold start ≤ 3 s; RSS ≤ 450 MB.
 */
import fs from 'node:fs'

import { ADMIN, ADMIN_ENV, signIn } from '../cms/tests/int/helpers/photoUploads'
import { freePort, startServer, tempDataDir } from '../cms/tests/int/helpers/server'
import { fillCatalogue, measureCarList } from './bench-catalogue'
import { coldStart, figures, load, reportLoad, rssMb } from './bench-load'
import { floodFigures } from './bench-flood'
import { hostileFigures } from './bench-hostile'
import { lighthouseFigures } from './bench-lighthouse'
import { pageFigures } from './bench-pages'
import { panelFigures } from './bench-panel'
import { measureHeicUpload, measurePhotoUpload } from './bench-upload'

const CATALOGUE_SIZE = 212

const bench = figures()
const dataDir = tempDataDir('bench')
const port = String(await freePort())
const env = { DATA_DIR: dataDir, PORT: port, SEED_DEMO: 'true', ...ADMIN_ENV }
try {
  // First start: creates the database and the demo catalogue, then stops.
  const first = await startServer(env)
  await first.stop('SIGINT')

  const { server, seconds } = await coldStart(env)
  bench.report('cold start to first 200 on an existing data folder (s)', seconds.toFixed(2))

  for (let i = 0; i < 250; i++) {
    await fetch(`${server.url}/`).then((r) => r.arrayBuffer())
    await fetch(`${server.url}/api/cars`).then((r) => r.arrayBuffer())
  }
  bench.report('RSS of the server process after 500 requests (MB)', rssMb(server.child.pid!).toFixed(0))

  await pageFigures(server.url, '12 cars', bench)
  reportLoad(bench, 'GET /api/cars (demo catalogue)', await load(`${server.url}/api/cars`))
  for (const [name, value] of await panelFigures(server.url, ADMIN)) bench.report(name, value)

  const cookie = await signIn(server.url)
  await fillCatalogue(server.url, cookie, CATALOGUE_SIZE)
  await pageFigures(server.url, `${CATALOGUE_SIZE} cars`, bench)
  const { docs } = (await (await fetch(`${server.url}/api/cars?limit=1&depth=0`)).json()) as {
    docs: { slug: string }[]
  }
  for (const [name, value] of await lighthouseFigures(server.url, docs[0].slug, `${CATALOGUE_SIZE} cars`)) {
    bench.report(name, value)
  }
  await measureCarList(server.url, cookie, bench)
  await measurePhotoUpload(server.url, cookie, bench)
  await measureHeicUpload(server.url, cookie, bench)
  await hostileFigures(server.url, cookie, server.child.pid!, bench)
  await floodFigures(server.url, bench)

  bench.report('RSS of the server process after the load (MB)', rssMb(server.child.pid!).toFixed(0))
  await server.stop('SIGINT')
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}

bench.summary()

/**
 * `npm run bench`: the speed and size figures, printed, never asserted.
 * Runs the production build (npm run build first) on a throwaway data folder.
 * Targets to compare with: the car list at ≥ 50 % of the static file's
 * throughput; a 12 MP photo upload within 1.5 s; cold start ≤ 3 s; RSS ≤ 450 MB;
 * Lighthouse performance ≥ 95, accessibility 100, SEO 100, best practices ≥ 95;
 * public JS ≤ 150 KB gzipped; ten 12 MP photos ≤ 3 s each in the panel.
 */
import fs from 'node:fs'

import { ADMIN, ADMIN_ENV, signIn } from '../cms/tests/int/helpers/photoUploads'
import { freePort, startServer, tempDataDir } from '../cms/tests/int/helpers/server'
import { fillCatalogue, measureCarList } from './bench-catalogue'
import { coldStart, figures, load, reportLoad, rssMb } from './bench-load'
import { hostileFigures } from './bench-hostile'
import { lighthouseFigures } from './bench-lighthouse'
import { panelFigures } from './bench-panel'
import { measurePhotoUpload } from './bench-upload'

const CATALOGUE_SIZE = 200

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

  reportLoad(bench, 'GET / (demo catalogue)', await load(`${server.url}/`))
  reportLoad(bench, 'GET /api/cars (demo catalogue)', await load(`${server.url}/api/cars`))

  const { docs } = (await (await fetch(`${server.url}/api/cars?limit=1&depth=0`)).json()) as { docs: { slug: string }[] }
  for (const [name, value] of await lighthouseFigures(server.url, docs[0].slug)) bench.report(name, value)
  for (const [name, value] of await panelFigures(server.url, ADMIN)) bench.report(name, value)

  const cookie = await signIn(server.url)
  await fillCatalogue(server.url, cookie, CATALOGUE_SIZE)
  await measureCarList(server.url, cookie, bench)
  await measurePhotoUpload(server.url, cookie, bench)
  await hostileFigures(server.url, cookie, server.child.pid!, bench)

  bench.report('RSS of the server process after the load (MB)', rssMb(server.child.pid!).toFixed(0))
  await server.stop('SIGINT')
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}

bench.summary()

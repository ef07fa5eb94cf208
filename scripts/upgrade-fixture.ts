// Makes the upgrade test's fixture (cms/tests/fixtures/upgrade/): a backup archive of the demo
// catalogue plus a few requests, taken by this release, and what this release's API showed of
// it. Run it from a release's code to record that release as "the previous one":
//   npm run build:server -w cms && node --import tsx scripts/upgrade-fixture.ts
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

import { demoCarDetails } from '../cms/src/seed/demoCarDetails'
import { demoCars } from '../cms/src/seed/demoCars'
import { demoPhotoFileNames, demoPhotoFolder } from '../cms/src/seed/demoPhotoFiles'
import { runBackupCli } from '../cms/tests/int/helpers/backupCli'
import { photoForm, uploadedDoc } from '../cms/tests/int/helpers/photoUploads'
import { freePort, repoRoot, startServer, tempDataDir } from '../cms/tests/int/helpers/server'
import { dealerSettings, siteView, submitLead } from '../cms/tests/int/helpers/siteView'

const fixtureDir = path.join(repoRoot, 'cms/tests/fixtures/upgrade')
const ADMIN = { username: 'titolare', password: 'password-del-titolare' }
const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) })

async function send(url: string, pathAndQuery: string, cookie: string, method: string, body: unknown) {
  const { body: text, ...headers } = json(body)
  const response = await fetch(`${url}${pathAndQuery}`, { method, headers: { ...headers, cookie }, body: text })
  if (response.status >= 300) throw new Error(`${method} ${pathAndQuery}: ${response.status} ${await response.text()}`)
  return (await response.json()) as { id: number }
}

/** Each demo car's photos, made small (the fixture stays well under 2 MB) but still the demo's own pictures. */
async function smallPhoto(name: string) {
  return sharp(path.join(demoPhotoFolder, name)).resize({ width: 240 }).webp({ quality: 40 }).toBuffer()
}

async function main() {
  const dataDir = tempDataDir('upgrade-fixture')
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'loopback',
  })
  try {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const cookie = login.headers.getSetCookie()[0].split(';', 1)[0]
    for (const car of [...demoCars].reverse()) {
      const photos: number[] = []
      for (const name of demoPhotoFileNames(car).slice(0, 2)) {
        const form = photoForm({ name, data: await smallPhoto(name), type: 'image/webp' })
        const response = await fetch(`${server.url}/api/media`, { method: 'POST', headers: { cookie }, body: form })
        photos.push((await uploadedDoc(response)).id)
      }
      const { photoCount: _count, ...fields } = car
      await send(server.url, '/api/admin/cars', cookie, 'POST', {
        ...fields,
        ...demoCarDetails[car.name],
        selectedMediaIds: photos,
      })
    }
    for (const [index, name] of ['Giulia Ferrari', 'Marco Conti', 'Sara Galli'].entries()) {
      const response = await submitLead(server.url, name, `198.51.100.${index + 10}`)
      if (response.status >= 300) throw new Error(`lead: ${response.status} ${await response.text()}`)
    }
    await send(server.url, '/api/admin/settings', cookie, 'PUT', {
      ...dealerSettings,
      phone: '+39 0523 111222',
      whatsapp: '+39 333 7654321',
      email: 'vendite@autosalonearda.it',
      openingHours: [{ days: 'Lunedì - Venerdì', daysEn: 'Monday - Friday', hours: '9:00 - 19:00', hoursEn: '' }],
    })
    const view = await siteView(server.url, cookie)
    fs.mkdirSync(fixtureDir, { recursive: true })
    const archive = path.join(fixtureDir, 'previous-release.tar.gz')
    fs.rmSync(archive, { force: true })
    const backup = await runBackupCli(['backup', archive], { DATA_DIR: dataDir })
    if (backup.code !== 0) throw new Error(backup.output)
    fs.writeFileSync(
      path.join(fixtureDir, 'previous-release.json'),
      JSON.stringify({ admin: ADMIN, view }, null, 1) + '\n',
    )
    console.log(
      `${archive}: ${fs.statSync(archive).size} bytes, ${view.cars.length} cars, ${view.media.length} photos, ${view.leads.length} requests`,
    )
  } finally {
    await server.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()

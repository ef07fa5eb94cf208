import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { storedFilenames, type MediaDoc } from './photoUploads'
import { ALL_CARS } from './apiClient'

/**
 * What a site shows through its API, for comparing two sites (the restore drill, the upgrade
 * test and the script that makes its fixture). Plain fetch, no test runner, so scripts use it too.
 */
export const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex')

/** A visitor's request from the contact page, from its own address (the form limit counts per address). */
export function submitLead(url: string, name: string, address: string) {
  return fetch(`${url}/api/leads/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      type: 'contatto',
      name,
      email: 'cliente@example.com',
      phone: '',
      message: `Richiesta di ${name}`,
      privacy: 'on',
      page: '/contatti',
      language: 'it',
    }),
  })
}

/** Real details for the settings page, replacing the placeholders a new site starts with. */
export const dealerSettings = {
  phone: '+39 0523 987654',
  whatsapp: '+39 333 1234567',
  email: 'info@autosalonearda.it',
  address: {
    street: 'Via Emilia 12',
    postalCode: '29017',
    city: "Fiorenzuola d'Arda",
    province: 'PC',
    latitude: 44.93,
    longitude: 9.91,
  },
  openingHours: [{ days: 'Lunedì - Sabato', daysEn: 'Monday - Saturday', hours: '9:00 - 18:00', hoursEn: '' }],
  social: { facebook: 'https://www.facebook.com/autosalonearda', instagram: null },
  analyticsId: null,
  slogan: 'Auto scelte una per una.',
  sloganEn: 'Cars chosen one by one.',
}

export interface SiteView {
  cars: { id: number; name: string }[]
  trash: unknown[]
  media: MediaDoc[]
  leads: { id: number; name: string }[]
  settings: unknown
  /** sha256 of each catalogue photo file as /uploads serves it. */
  served: Record<string, string>
}

/** Everything the panel and the API show of the site, with the bytes of every served photo. */
export async function siteView(url: string, cookie: string): Promise<SiteView> {
  const get = async (pathAndQuery: string) => {
    const response = await fetch(`${url}${pathAndQuery}`, { headers: { cookie } })
    if (response.status !== 200) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`)
    return (await response.json()) as Record<string, unknown>
  }
  const cars = ((await get(ALL_CARS)).docs as SiteView['cars']).sort((a, b) => a.id - b.id)
  const trash = (await get('/api/admin/trash')).docs as unknown[]
  const media = (await get('/api/media?limit=1000&depth=0&sort=id&trash=true')).docs as MediaDoc[]
  const leads = (await get('/api/leads?limit=1000&depth=0&sort=id')).docs as SiteView['leads']
  const settings = await get('/api/admin/settings')
  const served: Record<string, string> = {}
  for (const doc of media.filter(
    (item) => !(item as { deletedAt?: string }).deletedAt && !(item as { lead?: unknown }).lead,
  )) {
    for (const name of storedFilenames(doc)) {
      const response = await fetch(`${url}/uploads/${name}`)
      if (response.status !== 200) throw new Error(`/uploads/${name}: ${response.status}`)
      served[name] = sha256(Buffer.from(await response.arrayBuffer()))
    }
  }
  return { cars, trash, media, leads, settings, served }
}

/** sha256 of every file in a data folder's media directory. */
export function mediaFiles(dataDir: string): Record<string, string> {
  const dir = path.join(dataDir, 'media')
  const files: Record<string, string> = {}
  for (const name of fs.readdirSync(dir).sort()) files[name] = sha256(fs.readFileSync(path.join(dir, name)))
  return files
}

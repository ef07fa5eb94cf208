import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll } from 'vitest'

import { ADMIN, ADMIN_ENV, fillFromTemplate } from './dataTemplate'
import { freePort, startServer, tempDataDir, type RunningServer } from './server'

export { ADMIN }

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures')
export const photoJpg = fs.readFileSync(path.join(fixtures, 'photo.jpg'))
export const photoHeic = fs.readFileSync(path.join(fixtures, 'photo.heic'))

export const validCar = {
  brand: 'Fiat',
  model: 'Panda',
  name: 'Fiat Panda 1.0 Hybrid City Life',
  year: 2022,
  price: 12900,
}

/**
 * The production server on `dataDir`, without the demo catalogue, with the test administrator.
 * An empty `dataDir` starts as a copy of the run's template (PostgreSQL created and migrated).
 */
export async function startAdminServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  fillFromTemplate(dataDir)
  return startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), SEED_DEMO: 'false', ...ADMIN_ENV, ...env })
}

/** The `payload-token=...` pair of a successful sign-in, ready for a Cookie header. */
export async function signIn(baseUrl: string, username = ADMIN.username, password = ADMIN.password): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('payload-token='))
  if (!cookie) throw new Error('sign-in set no payload-token cookie')
  return cookie.split(';', 1)[0]
}

/**
 * A server of its own for one test file, with the test administrator signed in: started before
 * the file's tests, stopped and its data removed after them.
 */
export function signedInAdminServer(name: string): { url: string; cookie: string } {
  const dataDir = tempDataDir(name)
  const session = { url: '', cookie: '' }
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await startAdminServer(dataDir)
    session.url = server.url
    session.cookie = await signIn(server.url)
  })
  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  return session
}

export interface Call {
  method?: string
  cookie?: string
  json?: unknown
  form?: FormData
  body?: BodyInit
  headers?: Record<string, string>
}

export function call(
  baseUrl: string,
  pathAndQuery: string,
  { method = 'GET', cookie, json, form, body, headers = {} }: Call = {},
) {
  const allHeaders: Record<string, string> = { ...headers }
  if (cookie) allHeaders.cookie = cookie
  if (json !== undefined) allHeaders['content-type'] = 'application/json'
  return fetch(`${baseUrl}${pathAndQuery}`, {
    method,
    headers: allHeaders,
    body: json !== undefined ? JSON.stringify(json) : (form ?? body),
    redirect: 'manual',
  })
}

export interface FilePart {
  name: string
  data: Buffer
  type?: string
}

/** A multipart body the way the panel builds it: text fields (repeated for lists) and files. */
export function multipart(
  fields: Record<string, string | number | boolean | string[]>,
  files: Record<string, FilePart[]> = {},
): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item))
  }
  for (const [name, parts] of Object.entries(files)) {
    for (const part of parts)
      form.append(name, new Blob([new Uint8Array(part.data)], { type: part.type ?? 'image/jpeg' }), part.name)
  }
  return form
}

type CarRecord = Record<string, unknown> & { id: number }

/** Every car but the trashed ones, whole and newest first (the panel's list answers a page of rows). */
export const ALL_CARS = '/api/cars?limit=5000&depth=0&sort=-createdAt'
type MediaRecord = Record<string, unknown> & { id: number }

/** Everything the admin API can see, to show that a refused request changed nothing. */
export async function catalogueSnapshot(
  baseUrl: string,
  cookie: string,
): Promise<{ cars: CarRecord[]; media: MediaRecord[] }> {
  const cars = await call(baseUrl, ALL_CARS, { cookie })
  const media = await call(baseUrl, '/api/admin/media', { cookie })
  if (cars.status !== 200 || media.status !== 200) throw new Error(`snapshot failed: ${cars.status} ${media.status}`)
  return {
    cars: ((await cars.json()) as { docs: CarRecord[] }).docs,
    media: ((await media.json()) as { docs: MediaRecord[] }).docs,
  }
}

import { ALL_CARS, call, multipart, validCar } from './apiClient'
import { connectToDataDir } from './database'
import { noisyPhoto } from './photoUploads'
import { dealerSettings, submitLead } from './siteView'

async function ok(response: Response, status = 200) {
  if (response.status !== status) throw new Error(`${response.url}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<Record<string, unknown>>
}

/** A site in use: cars with photos (one of them in the trash), a photo in the trash, requests, real settings. */
export async function fillSite(url: string, cookie: string) {
  for (const [index, name] of ['Fiat Tipo SW', 'Alfa Romeo Giulia', 'Jeep Compass'].entries()) {
    const photos = [await noisyPhoto(320 + index * 16, 240), await noisyPhoto(300, 200 + index * 10)]
    const form = multipart(
      { ...validCar, name, brand: name.split(' ')[0], price: 15000 + index * 1000, colors: ['Bianco', 'Nero'] },
      { images: photos.map((data, photo) => ({ name: `${name}-${photo}.jpg`, data })) },
    )
    await ok(await call(url, '/api/admin/cars', { method: 'POST', cookie, form }), 201)
  }
  const { docs: cars } = (await ok(await call(url, ALL_CARS, { cookie }))) as {
    docs: { id: number; selectedMediaIds: number[] }[]
  }
  await ok(await call(url, `/api/admin/cars/${cars[0].id}`, { method: 'DELETE', cookie }))
  await ok(await call(url, `/api/admin/media/${cars[1].selectedMediaIds[1]}`, { method: 'DELETE', cookie }))
  for (const [index, name] of ['Maria Rossi', 'Luca Bianchi'].entries())
    expect201(await submitLead(url, name, `198.51.100.${index + 1}`))
  await ok(
    await call(url, '/api/admin/settings', {
      method: 'PUT',
      cookie,
      json: dealerSettings,
    }),
  )
}

function expect201(response: Response) {
  if (response.status !== 201 && response.status !== 200) throw new Error(`lead refused: ${response.status}`)
}

export type TableDigests = Record<string, { count: number; digest: string }>

/** Each table's row count and a digest of its rows, read from the embedded PostgreSQL of a running server. */
export async function tableDigests(dataDir: string): Promise<TableDigests> {
  const client = await connectToDataDir(dataDir)
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
    )
    const digests: TableDigests = {}
    for (const { name } of tables) {
      const { rows } = await client.query<{ count: number; digest: string }>(
        `select count(*)::int as count, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from "${name}" t`,
      )
      digests[name] = rows[0]
    }
    return digests
  } finally {
    await client.end()
  }
}

/**
 * Writes that go on while a backup runs: cars and requests named `Concorrente N`, one after
 * the other. A consistent snapshot holds exactly the first k of them, for some k.
 */
export function startWriter(url: string, cookie: string) {
  const done: number[] = []
  let stopped = false
  let failure: Error | undefined
  const loop = (async () => {
    for (let n = 1; !stopped; n++) {
      const car = await call(url, '/api/admin/cars', {
        method: 'POST',
        cookie,
        json: { ...validCar, name: `Concorrente ${n}` },
      })
      if (car.status !== 201) throw new Error(`concurrent car ${n}: ${car.status}`)
      expect201(await submitLead(url, `Concorrente ${n}`, `203.0.113.${n % 250}`))
      done.push(n)
    }
  })().catch((error: unknown) => (failure = error instanceof Error ? error : new Error(String(error))))
  return {
    done: () => done.length,
    stop: async () => {
      stopped = true
      await loop
      if (failure) throw failure
      return done.length
    },
  }
}

/** The `Concorrente N` numbers among names, in order. */
export const concurrentNumbers = (names: string[]) =>
  names
    .map((name) => /^Concorrente (\d+)$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b)

import fs from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer } from './helpers/apiClient'
import { importApi, settled } from './helpers/importApi'
import { windows1252Csv } from './helpers/importFiles'
import { tempDataDir, type RunningServer } from './helpers/server'

const HEADER = ['Codice', 'Marca', 'Modello', 'Versione', 'Prezzo', 'Km', 'Immatricolazione', 'Alimentazione']

/** 600 rows of a management program's export, six of them wrong in known ways. */
function stockFile(): { rows: string[][]; refused: [number, string[]][] } {
  const rows = Array.from({ length: 600 }, (_, index) => [
    `R-${String(index + 1).padStart(4, '0')}`,
    'Fiat',
    'Panda',
    `Serie ${index + 1}`,
    `${(8 + (index % 10)).toString()}.${String((index * 37) % 1000).padStart(3, '0')},00`,
    `${10 + index}.000`,
    `${String((index % 12) + 1).padStart(2, '0')}/20${10 + (index % 14)}`,
    index % 2 ? 'Benzina' : 'Gasolio',
  ])
  rows[12][4] = '12,5k'
  rows[99][5] = 'tanti'
  rows[250][6] = '13/2019'
  rows[400][7] = 'Idrogeno'
  rows[550][1] = ''
  rows[599][0] = 'R-0001'
  return {
    rows: [HEADER, ...rows],
    refused: [
      [14, ['riga 14: prezzo non valido "12,5k"']],
      [101, ['riga 101: chilometraggio non valido "tanti"']],
      [252, ['riga 252: Prima immatricolazione: indica mese e anno (es. 03/2021)']],
      [402, ['riga 402: carburante non valido "Idrogeno"']],
      [552, ['riga 552: marca mancante']],
      [601, ['riga 601: codice stock R-0001 già presente alla riga 2']],
    ],
  }
}

describe('a 600-row import stopped by a crash', () => {
  const dataDir = tempDataDir('stock-import-restart')
  const session = { url: '', cookie: '' }
  const api = importApi(session)
  let server: RunningServer | undefined

  const start = async () => {
    server = await startAdminServer(dataDir)
    session.url = server.url
    session.cookie = await signIn(server.url)
  }

  afterAll(async () => {
    await server?.stop('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('tells every refused row why, and resumes after a restart without a duplicate', { timeout: 600_000 }, async () => {
    await start()
    const { rows, refused } = stockFile()
    const uploaded = await (await api.upload({ name: 'gestionale.csv', data: windows1252Csv(rows) })).json()
    const dryRun = await api.dryRun(uploaded.id, { mapping: uploaded.suggestedMapping, valueMap: uploaded.valueMap })
    expect(dryRun.summary).toMatchObject({ create: 594, error: 6 })
    expect(dryRun.rows.filter((row) => row.action === 'error').map((row) => [row.row, row.messages])).toEqual(refused)

    expect((await api.apply(uploaded.id)).status).toBe(202)
    await expect
      .poll(async () => (await api.state(uploaded.id)).progress.done, { timeout: 120_000, interval: 100 })
      .toBeGreaterThanOrEqual(40)
    expect(await server!.stop('SIGKILL')).toBeNull()

    await start()
    const done = await settled(api, uploaded.id, 'done', 240_000)
    expect(done.progress).toEqual({ done: 600, total: 600 })
    expect(done.counts).toMatchObject({ create: 594, error: 6 })
    expect(done.log.filter((entry) => entry.action === 'error').map((entry) => [entry.row, entry.messages])).toEqual(
      refused,
    )

    const cars = await call(session.url, '/api/cars?limit=1000&depth=0&select[stockNumber]=true', {
      cookie: session.cookie,
    })
    const { docs, totalDocs } = (await cars.json()) as { docs: { stockNumber: string }[]; totalDocs: number }
    expect(totalDocs).toBe(594)
    expect(new Set(docs.map((car) => car.stockNumber)).size).toBe(594)
  })
})
